import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Kbd } from '../../../../components/ui/kbd';
import { cn } from '../../../../lib/cn';
import { conversationQueryOptions } from '../../api/get-conversation';
import { conversationIdOf, SEARCH_MAX_LENGTH } from '../../inbox-search';

const ERROR_ID = 'inbox-search-error';

/**
 * The search text, applied on Enter (not on every keystroke). The controls rewrite `q` too, and the
 * box follows: a new `q` from outside replaces what is typed here. `#123` opens conversation 123; a bare
 * number does too when such a conversation exists (otherwise it is searched for, like an order number).
 */
export function SearchBox({
  q,
  error,
  onSearch,
  inputRef,
}: {
  q: string;
  error: string | null;
  onSearch: (q: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = async () => {
    const id = conversationIdOf(draft);
    if (id !== null) {
      const exists = draft.trim().startsWith('#') || (await queryClient.fetchQuery(conversationQueryOptions(id)).then(() => true, () => false));
      if (exists) {
        setDraft(q);
        void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(id) }, search: (prev) => prev });
        return;
      }
    }
    onSearch(draft);
  };
  if (q !== shown) {
    setShown(q);
    setDraft(q);
  }

  return (
    <form
      role="search"
      aria-label="Conversation search"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="relative">
        <label htmlFor="inbox-search" className="sr-only">
          Search conversations
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id="inbox-search"
          type="search"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search, #id, or filter: tag:billing assigned:me…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : 'inbox-search-hint'}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Blur rather than the browser's clearing of a search field.
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          className={cn(
            'block h-9 w-full rounded-md border bg-white pr-16 pl-8 text-sm text-slate-900 placeholder:text-slate-400',
            'focus-visible:outline-2 focus-visible:-outline-offset-1 [&::-webkit-search-cancel-button]:hidden',
            error ? 'border-red-400 focus-visible:outline-red-500' : 'border-slate-300 focus-visible:outline-indigo-600',
          )}
        />
        <span id="inbox-search-hint" className="sr-only">
          Press Enter to search.
        </span>
        <div className="absolute inset-y-0 right-1.5 flex items-center gap-1">
          {draft !== '' && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setDraft('');
                onSearch('');
              }}
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
          <Kbd aria-hidden="true" className="hidden sm:inline-flex">
            /
          </Kbd>
        </div>
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="mt-1.5 flex items-start gap-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
