import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId } from 'react';
import type { Snippet } from '#contract/snippets';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { treeLinkClass } from './tree-styles';

/** The snippets of the chosen category (or all), narrowed by the search; each opens in the editor. */
export function SnippetList({
  snippets,
  total,
  query,
  onQueryChange,
  emptyText,
}: {
  snippets: Snippet[];
  /** How many there are before the search narrows them. */
  total: number;
  query: string;
  onQueryChange: (query: string) => void;
  emptyText: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-2">
      <h2 id={`${id}-heading`} className="px-1.5 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Snippets
      </h2>
      <div className="relative px-0.5">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <label htmlFor={`${id}-search`} className="sr-only">
          Search snippets
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          value={query}
          placeholder="Search snippets"
          onChange={(event) => onQueryChange(event.target.value)}
          className="h-8 pl-8"
          autoComplete="off"
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {query ? `${snippets.length} of ${total} snippets match.` : ''}
      </p>
      {snippets.length === 0 ? (
        <p className="px-2 py-3 text-sm text-slate-500">{query ? `No snippet matches "${query}".` : emptyText}</p>
      ) : (
        <ul aria-label="Snippets" className="mt-1.5 max-h-[28rem] space-y-px overflow-y-auto">
          {snippets.map((snippet) => (
            <li key={snippet.id}>
              <Link
                to="/settings/snippets"
                search={(prev) => ({ ...prev, snippet: snippet.id })}
                className={cn(treeLinkClass, 'flex flex-col items-stretch gap-0')}
              >
                <span className="truncate">{snippet.title}</span>
                <span className="flex gap-2 text-xs font-normal text-slate-600">
                  {snippet.shortcut ? <span className="truncate font-mono text-indigo-700">/{snippet.shortcut}</span> : <span>No shortcut</span>}
                  <span className="ml-auto shrink-0 tabular-nums">
                    {snippet.applied_count} <span className="sr-only">uses</span>
                    <span aria-hidden="true">×</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
