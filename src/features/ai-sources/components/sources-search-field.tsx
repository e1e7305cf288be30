import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { RAG_LIST_SEARCH_MAX_LENGTH } from '../../../lib/contract-constants';

// Typed words settle for this long before the list is asked again.
const SETTLE_MS = 300;

/**
 * The sources list's search: the list follows as one pauses typing. A search changed from outside (the address,
 * "Show all sources") replaces what is typed here.
 */
export function SourcesSearchField({ search, onSearch }: { search: string | undefined; onSearch: (search: string | undefined) => void }) {
  const [draft, setDraft] = useState(search ?? '');
  // What this field last asked for: the address coming back with it leaves the typing alone (its spaces, what was
  // typed since); any other search in the address (a reset, a link) replaces the field's text.
  const [sent, setSent] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== sent) setDraft(search ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The latest callback, not the one of the render the key was pressed in (filters may change meanwhile).
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const type = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const words = value.trim() || undefined;
      setSent(words);
      latest.current(words);
    }, SETTLE_MS);
  };

  return (
    <div>
      <label htmlFor="source-search" className="block text-xs font-medium text-slate-600">
        Find
      </label>
      <Input
        id="source-search"
        type="search"
        value={draft}
        maxLength={RAG_LIST_SEARCH_MAX_LENGTH}
        placeholder="Words of a question, answer or text"
        autoComplete="off"
        className="mt-1 h-8 w-64"
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
