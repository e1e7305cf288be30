import { Plus } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { TagSchema } from '#contract/conversations';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';

/** The tag filter's popover around its trigger (see tag-filter.tsx, which loads it on demand). */
export function TagFilterPopover({
  trigger,
  defaultOpen,
  selected,
  known,
  onChange,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  selected: string[];
  known: string[];
  onChange: (tag: string, on: boolean) => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const options = [...new Set([...selected, ...known])].sort();

  const addDraft = () => {
    const parsed = TagSchema.safeParse(draft);
    if (!parsed.success) {
      setError(`Tag ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
      return;
    }
    onChange(parsed.data, true);
    setDraft('');
    setError(null);
  };

  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label="Filter by tag" className="w-64 p-0">
        <form
          className="border-b border-slate-100 p-2"
          onSubmit={(event) => {
            event.preventDefault();
            addDraft();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Tag to filter by
          </label>
          <div className="flex gap-1.5">
            <input
              id={inputId}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              placeholder="Type a tag…"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-indigo-600"
            />
            <Button type="submit" size="sm" variant="secondary" aria-label="Add tag filter">
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </form>
        {options.length > 0 ? (
          <fieldset className="max-h-64 overflow-y-auto p-1">
            <legend className="px-2 pt-1.5 pb-1 text-xs font-medium text-slate-500">Tags in this view</legend>
            {options.map((tag) => (
              <label key={tag} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50">
                <Checkbox checked={selected.includes(tag)} onCheckedChange={(checked) => onChange(tag, checked === true)} />
                <span className="truncate">{tag}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="px-3 py-3 text-xs text-slate-500">No tags in the loaded conversations yet.</p>
        )}
      </PopoverContent>
    </Popover>
  );
}
