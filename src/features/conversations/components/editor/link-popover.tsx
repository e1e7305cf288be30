import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { normalizeLinkUrl } from './link-url';

/** The Link button's box: an address for the selected text (or inserted as its own text), or removal. */
export function LinkPopover({
  editor,
  open,
  onOpenChange,
  children,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hasLink = editor.isActive('link');

  const changeOpen = (next: boolean) => {
    if (next) {
      setUrl(String(editor.getAttributes('link').href ?? ''));
      setError(undefined);
    }
    onOpenChange(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the reply or compose form around it.
    event.stopPropagation();
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError('Enter a web address (example.com) or an email address.');
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !hasLink) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent
        className="z-[60] w-80"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <form onSubmit={apply} noValidate>
          <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
            Link address
          </label>
          <Input
            id={inputId}
            className="mt-1"
            value={url}
            placeholder="https://example.com"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          {error && (
            <p id={errorId} className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
          <div className="mt-3 flex justify-end gap-2">
            {hasLink && (
              <Button size="sm" variant="ghost" onClick={remove}>
                Remove link
              </Button>
            )}
            <Button size="sm" variant="primary" type="submit">
              Apply
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
