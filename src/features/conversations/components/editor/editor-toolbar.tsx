import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import type { ReactNode } from 'react';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { LinkPopover } from './link-popover';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
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
}: {
  editor: Editor;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
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
    </Toolbar.Root>
  );
}
