import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, LoaderCircle } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { isMac } from '../../../../lib/platform';
import type { ArticleEditing } from './html-editor';
import { LinkPopover } from './link-popover';

const mod = isMac ? '⌘' : 'Ctrl+';
/** How this platform writes the send shortcut: "⌘Enter" or "Ctrl+Enter". */
export const sendShortcut = `${mod}Enter`;

export const toolbarButtonClass =
  'inline-flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700';

function ToggleButton({
  label,
  hint,
  pressed,
  onClick,
  children,
}: {
  label: string;
  hint: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={hint}>
      <Toolbar.Button
        type="button"
        aria-label={label}
        aria-pressed={pressed}
        // Keep the editor's selection: a mouse press on the button must not take the focus away first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className={toolbarButtonClass}
      >
        {children}
      </Toolbar.Button>
    </Tooltip>
  );
}

/** Bold, Italic, Link, bulleted and numbered lists: toggle buttons with aria-pressed, arrow keys move between them. */
export function EditorToolbar({
  editor,
  linkOpen,
  onLinkOpenChange,
  article,
}: {
  editor: Editor;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
  article?: ArticleEditing | undefined;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Toolbar.Root aria-label="Formatting" className={cn('flex items-center gap-0.5 border-b border-slate-200 px-1.5 py-1')}>
      <ToggleButton label="Bold" hint={`Bold (${mod}B)`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" className="size-4" />
      </ToggleButton>
      <ToggleButton label="Italic" hint={`Italic (${mod}I)`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" className="size-4" />
      </ToggleButton>
      <LinkPopover editor={editor} open={linkOpen} onOpenChange={onLinkOpenChange}>
        <Toolbar.Button
          type="button"
          aria-label="Link"
          aria-pressed={state.link}
          title={`Link (${mod}K)`}
          onMouseDown={(event) => event.preventDefault()}
          className={toolbarButtonClass}
        >
          <Link2 aria-hidden="true" className="size-4" />
        </Toolbar.Button>
      </LinkPopover>
      <Toolbar.Separator className="mx-1 h-4 w-px bg-slate-200" />
      <ToggleButton label="Bulleted list" hint="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" className="size-4" />
      </ToggleButton>
      <ToggleButton
        label="Numbered list"
        hint="Numbered list"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden="true" className="size-4" />
      </ToggleButton>
      {article && (
        <>
          <Toolbar.Separator className="mx-1 h-4 w-px bg-slate-200" />
          <ToggleButton label="Heading" hint="Heading" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
            <Heading2 aria-hidden="true" className="size-4" />
          </ToggleButton>
          <ToggleButton label="Subheading" hint="Subheading" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
            <Heading3 aria-hidden="true" className="size-4" />
          </ToggleButton>
          <ImageButton editor={editor} article={article} />
        </>
      )}
    </Toolbar.Root>
  );
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Picks an image file, uploads it, and puts it at the caret with its file name as the alt text to edit. */
function ImageButton({ editor, article }: { editor: Editor; article: ArticleEditing }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const src = await article.uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[a-z0-9]+$/i, '') }).run();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The image could not be uploaded.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <Tooltip content="Image (PNG, JPEG, GIF or WebP, up to 5 MB)">
        <Toolbar.Button
          type="button"
          aria-label="Insert an image"
          disabled={busy}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => input.current?.click()}
          className={toolbarButtonClass}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
        </Toolbar.Button>
      </Tooltip>
      <input ref={input} type="file" accept={IMAGE_TYPES} hidden aria-hidden="true" tabIndex={-1} onChange={(e) => void pick(e.target.files?.[0])} />
      <span role="status" className="ml-1 truncate text-xs text-red-700">
        {busy ? <span className="text-slate-500">Uploading the image…</span> : error}
      </span>
    </>
  );
}
