import { TagPlus, TagX } from 'lucide-react';
import { useId, useState } from 'react';
import { TagSchema } from '#contract/conversations';
import { Button } from '../../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { ToolButton } from './tool-button';

const MAX_SUGGESTIONS = 8;

/** "Add tag" / "Remove tag" of the bulk toolbar: a small form, with tags to pick from. */
export function TagActionPopover({
  mode,
  suggestions,
  onSubmit,
}: {
  mode: 'add' | 'remove';
  suggestions: string[];
  onSubmit: (tag: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const title = mode === 'add' ? 'Add tag' : 'Remove tag';
  const Icon = mode === 'add' ? TagPlus : TagX;

  const submit = (value: string) => {
    const parsed = TagSchema.safeParse(value);
    if (!parsed.success) {
      setError(`Tag ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
      return;
    }
    setOpen(false);
    onSubmit(parsed.data);
  };
  const picks = suggestions.filter((t) => t.includes(draft.trim().toLowerCase())).slice(0, MAX_SUGGESTIONS);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft('');
          setError(null);
        }
      }}
    >
      <PopoverTrigger asChild>
        <ToolButton>
          <Icon aria-hidden="true" />
          {title}
        </ToolButton>
      </PopoverTrigger>
      <PopoverContent aria-label={title} className="w-64">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(draft);
          }}
        >
          <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
            {mode === 'add' ? 'Tag to add' : 'Tag to remove'}
          </label>
          <div className="mt-1 flex gap-1.5">
            <input
              id={inputId}
              value={draft}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              placeholder="e.g. billing"
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-indigo-600"
            />
            <Button type="submit" size="sm" variant={mode === 'add' ? 'primary' : 'danger'}>
              {mode === 'add' ? 'Add' : 'Remove'}
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </form>
        {picks.length > 0 && (
          <div className="mt-3">
            <p className="text-xs text-slate-500">{mode === 'add' ? 'Tags in this view' : 'Tags on the selection'}</p>
            <ul className="mt-1.5 flex flex-wrap gap-1">
              {picks.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    onClick={() => submit(tag)}
                    aria-label={`${mode === 'add' ? 'Add' : 'Remove'} tag ${tag}`}
                    className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {tag}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
