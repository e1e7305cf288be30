import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { cn } from '../../../../lib/cn';
import { EditorToolbar } from './editor-toolbar';
import { setSlashHandlers, SlashTrigger, type SlashHandlers } from './slash-trigger';

export interface HtmlEditorProps {
  id: string;
  /** The accessible name of the text box. */
  label: string;
  /** The HTML; '' when empty. Changing it from outside (reset, restored draft) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Classes of the outer box, e.g. a max height (the text scrolls inside). */
  className?: string;
  /** Minimum height of the text area, e.g. '[&_.ProseMirror]:min-h-32'. */
  minHeightClass?: string;
  autoFocus?: boolean;
  /** "/" at the start of a word: reported to a picker, which may take the arrow keys, Enter and Escape. */
  slash?: SlashHandlers;
  /** More ARIA on the text box (a picker's aria-controls, aria-activedescendant ...). */
  ariaAttributes?: Record<string, string>;
  /** For a keyboard shortcut that puts the cursor in the editor, and for what inserts text into it. */
  ref?: Ref<HtmlEditorHandle>;
  /**
   * A help article rather than an email: headings (h2, h3), code blocks, rules and images, each image uploaded
   * by this before it is put in. Fixed for the editor's life.
   */
  article?: ArticleEditing;
}

export interface ArticleEditing {
  /** Uploads the file; the address to show it from. Rejects with a message to show. */
  uploadImage: (file: File) => Promise<string>;
}

export interface HtmlEditorHandle {
  /** Focuses the text, the caret at its end. */
  focus: () => void;
  /** Replaces `range` (or the selection) with HTML, e.g. a snippet's reply in place of the "/shortcut" typed. */
  insertHtml: (html: string, range?: { from: number; to: number }) => void;
  /** Inserts plain text at the caret (a variable such as {{contact.first_name | there}}). */
  insertText: (text: string) => void;
  /** Removes a range of the text (the "/shortcut" of a snippet that only runs actions). */
  deleteRange: (range: { from: number; to: number }) => void;
}

// The rich text of replies and new emails: TipTap with the few marks an email needs. Links only to the web
// and mail addresses (the Link extension refuses javascript: and the like), opening in a new tab.
export function HtmlEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  onSubmit,
  placeholder,
  invalid,
  describedBy,
  className,
  minHeightClass = '[&_.ProseMirror]:min-h-24',
  autoFocus,
  slash,
  ariaAttributes,
  ref,
  article,
}: HtmlEditorProps) {
  const callbacks = useRef({ onChange, onBlur, onSubmit, openLink: () => {} });
  useEffect(() => {
    callbacks.current.onChange = onChange;
    callbacks.current.onBlur = onBlur;
    callbacks.current.onSubmit = onSubmit;
  });
  const [linkOpen, setLinkOpen] = useState(false);
  useEffect(() => {
    callbacks.current.openLink = () => setLinkOpen(true);
  }, []);

  const editor = useEditor({
    extensions: [
      article
        ? StarterKit.configure({ link: false, heading: { levels: [2, 3] } })
        : StarterKit.configure({ link: false, heading: false, codeBlock: false, horizontalRule: false }),
      ...(article ? [Image.configure({ allowBase64: false })] : []),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && /^(https?:|mailto:)/i.test(url),
      }),
      Extension.create({
        name: 'inboxShortcuts',
        addKeyboardShortcuts: () => ({
          'Mod-Enter': () => {
            callbacks.current.onSubmit?.();
            return true;
          },
          'Mod-k': () => {
            callbacks.current.openLink();
            return true;
          },
        }),
      }),
      SlashTrigger,
    ],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    // useEditor hands these options to the editor again on every render, so ARIA state stays current.
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...ariaAttributes,
        class: 'px-3 py-2.5 focus:outline-none',
      },
    },
    onUpdate: ({ editor }) => callbacks.current.onChange(editor.isEmpty ? '' : editor.getHTML()),
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // The "/" picker's handlers, current on every render (the plugin reads them when something happens).
  useEffect(() => {
    setSlashHandlers(editor, slash);
  });

  useImperativeHandle(
    ref,
    () => ({
      focus: () => void editor.commands.focus('end'),
      insertHtml: (html, range) => {
        const { doc } = editor.state;
        // The range is where "/shortcut" was typed; should the text have changed meanwhile, the caret will do.
        const valid = range && range.to <= doc.content.size && doc.textBetween(range.from, range.to).startsWith('/');
        const chain = editor.chain().focus();
        void (valid ? chain.insertContentAt(range, html) : chain.insertContent(html)).run();
      },
      insertText: (text) => void editor.chain().focus().insertContent({ type: 'text', text }).run(),
      deleteRange: (range) => void editor.chain().focus().deleteRange(range).run(),
    }),
    [editor],
  );

  // A value set from outside (form reset, a draft given back by Undo) replaces the content.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'flex flex-col rounded-lg border bg-white transition-colors',
        invalid ? 'border-red-400' : 'border-slate-300 focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/20',
        className,
      )}
    >
      <EditorToolbar editor={editor} linkOpen={linkOpen} onLinkOpenChange={setLinkOpen} article={article} />
      <div className="relative min-h-0 flex-1 cursor-text overflow-y-auto">
        {value === '' && placeholder && (
          <p aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 text-sm text-slate-400">
            {placeholder}
          </p>
        )}
        <EditorContent
          editor={editor}
          className={cn(
            'text-sm leading-relaxed text-slate-900',
            minHeightClass,
            '[&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-6',
            '[&_a]:text-indigo-600 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
            article && '[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_img]:my-2 [&_img]:max-h-80 [&_img]:rounded [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_pre]:font-mono [&_pre]:text-xs',
          )}
        />
      </div>
    </div>
  );
}
