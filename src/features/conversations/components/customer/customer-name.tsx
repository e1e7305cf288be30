import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUpdateContact } from '../../../contacts/api/update-contact';
import { cn } from '../../../../lib/cn';

const iconButtonClass =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50';

/**
 * The customer's name, editable in place: the pencil (or a click on the name) opens a field, Enter saves,
 * Escape cancels. What is typed goes to the server as is, and its refusal shows under the field.
 */
export function CustomerName({ contactId, name, email }: { contactId: number; name: string; email: string | null }) {
  const id = useId();
  const update = useUpdateContact(contactId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when the field closes: the focus goes back to the pencil once React has put it back on the page (a
  // timer or animation frame could run before that render, and the focus would be left on the page's body).
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const shown = name.trim() || email || 'Unknown customer';

  const start = () => {
    update.reset();
    setDraft(name);
    setEditing(true);
  };
  const stop = () => {
    refocus.current = true;
    setEditing(false);
    update.reset();
  };
  const save = () => {
    if (draft === name) return stop();
    update.mutate({ name: draft }, { onSuccess: stop });
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 items-start gap-1">
        {/* A click on the name edits it too; keyboard users have the pencil button. */}
        <h2 onClick={start} className="min-w-0 cursor-text text-base leading-snug font-semibold break-words text-slate-900">
          {shown}
        </h2>
        <button ref={editButton} type="button" onClick={start} aria-label="Edit name" title="Edit name" className={iconButtonClass}>
          <Pencil aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    );
  }

  const error = update.error?.message;
  return (
    <form
      aria-label="Edit the customer's name"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center gap-1">
        <label htmlFor={`${id}-name`} className="sr-only">
          Customer name
        </label>
        <input
          id={`${id}-name`}
          value={draft}
          autoFocus
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            stop();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Not disabled while saving: a refusal leaves the focus in the field, to correct it.
          readOnly={update.isPending}
          className={cn(
            'h-8 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-1',
            error ? 'border-red-400 focus-visible:outline-red-500' : 'border-slate-300 focus-visible:outline-indigo-600',
          )}
        />
        <button type="submit" aria-label="Save name" title="Save (Enter)" disabled={update.isPending} className={iconButtonClass}>
          <Check aria-hidden="true" className="size-4" />
        </button>
        <button type="button" aria-label="Cancel" title="Cancel (Escape)" onClick={stop} className={iconButtonClass}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
