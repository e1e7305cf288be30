import { ChevronDown, FolderTree } from 'lucide-react';
import { useId } from 'react';
import type { SnippetCategory } from '#contract/snippets';
import { Checkbox } from '../../../components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { categoryPath, flattenTree } from '../category-tree-model';

/** The categories a snippet is filed in (none: the top level), chosen with checkboxes in a popover. */
export function CategoryPicker({
  id,
  categories,
  value,
  onChange,
  error,
}: {
  id: string;
  categories: SnippetCategory[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
}) {
  const listId = useId();
  const rows = flattenTree(categories);
  const chosen = value.filter((c) => categories.some((category) => category.id === c));
  const summary = chosen.length ? chosen.map((c) => categoryPath(categories, c)).join(', ') : 'No category (top level)';
  const toggle = (categoryId: number, on: boolean) => onChange(on ? [...value, categoryId] : value.filter((c) => c !== categoryId));
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        Categories
      </span>
      <Popover>
        <PopoverTrigger
          id={id}
          aria-labelledby={`${id}-label ${id}`}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 flex h-9 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-800 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500/40 data-[state=open]:border-indigo-500"
        >
          <FolderTree aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="min-w-0 flex-1 truncate">{summary}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </PopoverTrigger>
        <PopoverContent aria-label="Categories of the snippet" className="max-h-80 w-[var(--radix-popover-trigger-width)] min-w-64 overflow-y-auto p-1.5">
          {rows.length === 0 ? (
            <p className="p-2 text-sm text-slate-600">No categories yet: create them in the tree on the left.</p>
          ) : (
            <ul id={listId} className="space-y-px">
              {rows.map((row) => {
                const checkboxId = `${listId}-${row.category.id}`;
                return (
                  <li key={row.category.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50" style={{ paddingLeft: 8 + row.depth * 16 }}>
                    <Checkbox
                      id={checkboxId}
                      checked={value.includes(row.category.id)}
                      onCheckedChange={(checked) => toggle(row.category.id, checked === true)}
                    />
                    <label htmlFor={checkboxId} className="flex-1 cursor-pointer text-sm text-slate-800">
                      {row.category.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </PopoverContent>
      </Popover>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
