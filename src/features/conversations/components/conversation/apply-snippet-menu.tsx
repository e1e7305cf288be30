import { ChevronDown, MessageSquareText, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Snippet } from '#contract/snippets';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { useSnippets } from '../../../snippets/api/list-snippets';
import { filterSnippets, optionId, SnippetListbox } from '../compose/snippet-listbox';
import { pillButtonClass } from './menu-styles';

/**
 * "Apply snippet ▾" in the header: the "/" picker for the mouse. A search box (a combobox: arrows and Enter
 * work from it) over the snippets; one with a reply goes into the reply box, one without is applied at once.
 */
export function ApplySnippetMenu({ onApply }: { onApply: (snippet: Snippet) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const picked = useRef(false);
  const snippets = useSnippets(open);
  const results = filterSnippets(snippets.data ?? [], query);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  const current = results[activeIndex];

  const pick = (snippet: Snippet) => {
    picked.current = true;
    setOpen(false);
    onApply(snippet);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      pick(current);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery('');
        setActive(0);
      }}
    >
      <PopoverTrigger className={pillButtonClass}>
        <MessageSquareText aria-hidden="true" className="size-4 text-slate-500" />
        Apply snippet
        <ChevronDown aria-hidden="true" className="size-3.5 text-slate-500" />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="Apply a snippet"
        className="w-[min(26rem,90vw)] p-0"
        onCloseAutoFocus={(event) => {
          // A snippet put its reply in the editor, which has the focus now: leave it there.
          if (picked.current) event.preventDefault();
          picked.current = false;
        }}
      >
        <div className="relative border-b border-slate-100 p-2">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-slate-400" />
          <label htmlFor={`${id}-search`} className="sr-only">
            Search snippets
          </label>
          <input
            id={`${id}-search`}
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current ? optionId(listId, current) : undefined}
            autoComplete="off"
            placeholder="Search by title or shortcut"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-8 w-full rounded-md border border-slate-300 pr-2 pl-8 text-sm focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500/40"
          />
        </div>
        {snippets.isPending ? (
          <p className="px-3 py-3 text-sm text-slate-500">Loading snippets…</p>
        ) : snippets.isError ? (
          <p role="alert" className="px-3 py-3 text-sm text-red-700">
            Could not load the snippets: {snippets.error.message}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="px-3 py-3 text-sm text-slate-500">
            {snippets.data.length === 0 ? 'No snippets yet. Admins create them in Settings › Snippets.' : `No snippet matches "${query}".`}
          </p>
        ) : (
          <SnippetListbox
            id={listId}
            label="Snippets"
            snippets={results}
            activeIndex={activeIndex}
            onActiveChange={setActive}
            onPick={pick}
            className="max-h-80"
          />
        )}
      </PopoverContent>
    </Popover>
  );
}
