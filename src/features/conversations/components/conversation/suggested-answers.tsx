import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { customerQuestion } from '#contract/customer-question';
import type { RagSearchResult } from '#contract/rag';
import type { RagProposalOrigin } from '#contract/rag-proposals';
import { Kbd } from '../../../../components/ui/kbd';
import { cn } from '../../../../lib/cn';
import { useSuggestedAnswers } from '../../api/suggest-answers';
import { timelineQueryOptions } from '../../api/get-timeline';
import { isMac } from '../../../../lib/platform';
import { headingOf, shownSuggestions } from './used-answer';
import { answerPreview } from './answer-html';


// Ctrl+Shift+1..3 on every platform (⌃⇧ on a Mac, where ⌘⇧3 takes a screenshot): free in browsers and in the
// editor, and the same keys whatever the layout (the physical digit keys, not the characters they type).
const keysOf = (index: number) => (isMac ? `⌃⇧${index + 1}` : `Ctrl+Shift+${index + 1}`);

/** The suggestion a key press asks for (0, 1, 2), if it is one of the suggestions' shortcuts. */
export function suggestionIndexOfKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code'>): number | undefined {
  if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return undefined;
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  return digit ? Number(digit) - 1 : undefined;
}

/**
 * Whether the suggestions' keys act on a key press: from inside the reply form, or from anywhere on the page that
 * takes no typing (the thread, the header) while the reply form is shown; not from the note, a search box or a dialog.
 */
function answersKeysApply(scope: HTMLElement, target: EventTarget | null): boolean {
  if (target instanceof Node && scope.contains(target)) return true;
  if (scope.closest('[hidden], [data-state="inactive"]') || scope.getClientRects().length === 0) return false;
  if (!(target instanceof HTMLElement)) return true;
  return !target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]');
}

/** What the customer asks in the conversation now, as the reply box asks the store (contract/customer-question.ts). */
export function useCustomerQuestion(conversationId: number): string {
  const timeline = useQuery(timelineQueryOptions(conversationId));
  return customerQuestion((timeline.data?.entries ?? []).flatMap((e) => (e.type === 'message' ? [e.message] : [])));
}

interface Dismissed {
  question: string;
  uuids: ReadonlySet<string>;
}
/** The suggestions dismissed in each conversation, for the question they were dismissed for. */
const dismissedByConversation = new Map<number, Dismissed>();

/**
 * "Suggested answers" over the reply: the AI Q&A store's answers to the customer's question that it is confident
 * of (`suggested`), each put into the reply (at the caret) with a click or Ctrl+Shift+1..3 from anywhere in the
 * reply form, or dismissed. Nothing at all when the store is not confident: better no suggestion than a wrong
 * one (the agent can still search, from the reply form's "Search answers"). The agent reads, edits and sends:
 * nothing goes out by itself.
 */
export function SuggestedAnswers({
  conversationId,
  scopeRef,
  onInsert,
  onAllDismissed,
}: {
  conversationId: number;
  /** The reply form: the keys 1..3 insert while the focus is inside it, or on the page outside any field. */
  scopeRef: RefObject<HTMLElement | null>;
  onInsert: (answer: RagSearchResult, origin: RagProposalOrigin) => void;
  /** The last suggestion was dismissed (the agent may want to look for another answer). */
  onAllDismissed: () => void;
}) {
  const id = useId();
  const question = useCustomerQuestion(conversationId);
  const answers = useSuggestedAnswers(question);
  const [collapsed, setCollapsed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Dismissed for this question: a new message of the customer asks anew. Kept for the tab's life, so that moving
  // to another conversation and back (j/k) does not offer again what the agent turned down.
  const [dismissed, setDismissedState] = useState<Dismissed>(() => dismissedByConversation.get(conversationId) ?? { question, uuids: new Set() });
  const setDismissed = (next: Dismissed) => {
    dismissedByConversation.set(conversationId, next);
    setDismissedState(next);
  };
  const results = shownSuggestions(answers.data ?? [], dismissed.question === question ? dismissed.uuids : new Set());
  const listRef = useRef<HTMLUListElement>(null);

  // Which were put into the reply already: a second press would put the same paragraph in twice.
  const [inserted, setInserted] = useState<ReadonlySet<string>>(new Set());
  const insert = (result: RagSearchResult, index: number) => {
    onInsert(result, 'suggested');
    setInserted((before) => new Set(before).add(result.uuid));
    setAnnouncement(`Answer ${index + 1} inserted into the reply.`);
  };
  const dismiss = (result: RagSearchResult, index: number) => {
    const uuids = new Set(dismissed.question === question ? dismissed.uuids : []).add(result.uuid);
    setDismissed({ question, uuids });
    const left = results.length - 1;
    setAnnouncement(left > 0 ? `Suggestion dismissed; ${left} left.` : 'Suggestion dismissed. Search answers to find another.');
    // The focus stays in the list (on the next suggestion) or goes where another answer can be found.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-insert]');
      if (buttons?.length) buttons[Math.min(index, buttons.length - 1)]!.focus();
      else onAllDismissed();
    });
  };
  // The key handler reads the current results and callback, without subscribing again on every render.
  const latest = useRef({ results, insert, collapsed });
  useEffect(() => {
    latest.current = { results, insert, collapsed };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const scope = scopeRef.current;
      if (!scope || !answersKeysApply(scope, event.target)) return;
      const index = suggestionIndexOfKey(event);
      const result = index === undefined || latest.current.collapsed ? undefined : latest.current.results[index];
      if (index === undefined || !result) return;
      event.preventDefault();
      latest.current.insert(result, index);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scopeRef]);

  const live = (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
  if (answers.isError) {
    return <p className="text-xs text-slate-500">Suggested answers are unavailable right now ({answers.error.message}).</p>;
  }
  if (results.length === 0) return live;
  return (
    // contain-inline-size: its one-line texts must never widen the reply box (an auto-sized grid track) to their length.
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-violet-200 bg-violet-50/50 px-2 py-1.5 [contain:inline-size]">
      <div className="flex items-center gap-1.5 px-1 text-xs">
        <Sparkles aria-hidden="true" className="size-3.5 shrink-0 text-violet-600" />
        <h3 id={`${id}-heading`} className="shrink-0 font-semibold text-violet-900">
          Suggested answers
        </h3>
        <span className="min-w-0 flex-1 truncate text-slate-600" title={question}>
          for “{question}”
        </span>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={`${id}-list`}
          onClick={() => setCollapsed((c) => !c)}
          className="inline-flex shrink-0 items-center gap-0.5 rounded px-1 py-0.5 font-medium text-violet-800 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {collapsed ? `Show ${results.length}` : 'Hide'}
          <ChevronDown aria-hidden="true" className={cn('size-3.5 transition-transform', !collapsed && 'rotate-180')} />
        </button>
      </div>
      <ul ref={listRef} id={`${id}-list`} hidden={collapsed} aria-labelledby={`${id}-heading`} className="mt-1 space-y-0.5">
        {results.map((result, index) => (
          <li key={result.uuid} className="flex items-center gap-0.5">
            <button
              type="button"
              data-insert
              aria-label={`Insert answer ${index + 1}: ${headingOf(result)}${inserted.has(result.uuid) ? ' (inserted already)' : ''}`}
              aria-describedby={`${id}-answer-${index}`}
              aria-keyshortcuts={`Control+Shift+${index + 1}`}
              // The whole answer on hover; the line shows its start.
              title={result.answer}
              // The editor keeps its caret: the answer goes where the agent was writing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(result, index)}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {inserted.has(result.uuid) && (
                <span className="inline-flex shrink-0 items-center gap-0.5 text-xs font-medium text-emerald-700">
                  <Check aria-hidden="true" className="size-3.5" />
                  Inserted
                </span>
              )}
              <span className="max-w-[45%] shrink-0 truncate font-medium text-slate-900">{headingOf(result)}</span>
              <span id={`${id}-answer-${index}`} className="min-w-0 flex-1 truncate text-xs text-slate-600">
                {answerPreview(result.answer)}
              </span>
              <Kbd aria-hidden="true" className="shrink-0">
                {keysOf(index)}
              </Kbd>
            </button>
            <button
              type="button"
              aria-label={`Dismiss answer ${index + 1}: ${headingOf(result)}`}
              title="Not the right answer: dismiss it"
              onClick={() => dismiss(result, index)}
              className="shrink-0 rounded p-1 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {live}
    </section>
  );
}
