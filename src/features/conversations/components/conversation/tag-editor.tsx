import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TagSchema } from '#contract/conversations';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import type { BulkChange } from '../../bulk-change';

/** Tags as chips, each removable, and "Add tag" (validated by the API's own TagSchema). Its picker is controlled (the `t` shortcut). */
export function TagEditor({
  tags,
  open,
  onOpenChange: setOpen,
  onChange,
}: {
  tags: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (change: BulkChange) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // portalled: keep the submit from bubbling to any form around the header
    const parsed = TagSchema.safeParse(value);
    if (!parsed.success) return setError(`The tag ${parsed.error.issues[0]?.message ?? 'is invalid'}.`);
    if (tags.includes(parsed.data)) return setError(`The conversation is already tagged ${parsed.data}.`);
    onChange({ kind: 'tag', tag: parsed.data });
    setValue('');
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap items-center gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-0.5 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-slate-700"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange({ kind: 'untag', tag })}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
      >
        <PopoverTrigger className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-500 hover:border-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <Plus aria-hidden="true" className="size-3" /> Add tag
        </PopoverTrigger>
        <PopoverContent className="w-64">
          <form onSubmit={add} noValidate>
            <label htmlFor={id} className="block text-xs font-medium text-slate-700">
              New tag
            </label>
            <div className="mt-1 flex gap-2">
              <Input
                id={id}
                value={value}
                autoComplete="off"
                placeholder="billing"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(undefined);
                }}
              />
              <Button type="submit" variant="primary">
                Add
              </Button>
            </div>
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </form>
        </PopoverContent>
      </Popover>
    </div>
  );
}
