import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import type { Snippet } from '#contract/snippets';
import { useSnippets } from '../../../snippets/api/list-snippets';
import type { SlashHandlers, SlashMatch } from '../editor/slash-trigger';
import { filterSnippets, optionId, SnippetOptions } from './snippet-listbox';

const SHOWN = 8;

/**
 * "/" in the editor: a listbox of the snippets whose shortcut or title match what follows the slash. Arrow keys
 * move, Enter (or Tab) picks, Escape closes it until the next "/". The text box keeps the focus and says which
 * option is active (aria-activedescendant), as a combobox does.
 */
export function useSnippetSlash(onPick: (snippet: Snippet, range: { from: number; to: number }) => void) {
  const listboxId = useId();
  const [match, setMatch] = useState<SlashMatch | null>(null);
  const [active, setActive] = useState(0);
  // The slash whose picker was closed (Escape, a click elsewhere): it stays closed until another one is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const snippets = useSnippets();

  const open = match !== null && match.from !== dismissed;
  const results = open && snippets.data ? filterSnippets(snippets.data, match.query).slice(0, SHOWN) : [];
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  const current = results[activeIndex];

  const pick = (snippet: Snippet) => {
    if (!match) return;
    setDismissed(match.from);
    onPick(snippet, { from: match.from, to: match.to });
  };

  const handlers: SlashHandlers = {
    onChange: (next) => {
      setMatch(next);
      setActive(0);
      setDismissed((d) => (next && next.from === d ? d : null));
    },
    onKeyDown: (event) => {
      if (!open || !match) return false;
      if (event.key === 'Escape') {
        setDismissed(match.from);
        return true;
      }
      if (results.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + results.length) % results.length);
        return true;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && current) {
        pick(current);
        return true;
      }
      return false;
    },
  };

  const ariaAttributes: Record<string, string> = open
    ? {
        'aria-autocomplete': 'list',
        'aria-controls': listboxId,
        ...(current ? { 'aria-activedescendant': optionId(listboxId, current) } : {}),
      }
    : {};

  // The picker hangs from the slash that opened it.
  const rect = match?.rect;
  const anchor = {
    current: {
      getBoundingClientRect: () =>
        DOMRect.fromRect({ x: rect?.left ?? 0, y: rect?.top ?? 0, width: 1, height: (rect?.bottom ?? 0) - (rect?.top ?? 0) }),
    },
  };

  const popup = (
    <Popover.Root open={open} onOpenChange={(next) => !next && match && setDismissed(match.from)}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={listboxId}
          // A listbox while there are snippets to pick, else a status that says why not.
          role={results.length ? 'listbox' : 'status'}
          aria-label={results.length ? 'Snippets' : undefined}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-[60] max-h-72 w-[min(26rem,90vw)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg shadow-slate-900/10 outline-none"
        >
          {snippets.isPending ? (
            <p className="px-2.5 py-2 text-sm text-slate-500">Loading snippets…</p>
          ) : snippets.isError ? (
            <p className="px-2.5 py-2 text-sm text-red-700">Could not load the snippets.</p>
          ) : results.length === 0 ? (
            <p className="px-2.5 py-2 text-sm text-slate-500">
              {snippets.data.length === 0 ? 'No snippets yet.' : `No snippet matches "/${match?.query ?? ''}".`}
            </p>
          ) : (
            <SnippetOptions listboxId={listboxId} snippets={results} activeIndex={activeIndex} onActiveChange={setActive} onPick={pick} />
          )}
          <div aria-hidden="true" className="border-t border-slate-100 px-2.5 pt-1.5 pb-0.5 text-[11px] text-slate-500">
            ↑↓ to choose · Enter to insert · Esc to close
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );

  return { handlers, ariaAttributes, popup, open };
}
