import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { customerQuestion } from '#contract/customer-question';
import type { RagSearchResult } from '#contract/rag';
import { Kbd } from '../../../../components/ui/kbd';
import { cn } from '../../../../lib/cn';
import { useSuggestedAnswers } from '../../api/suggest-answers';
import { timelineQueryOptions } from '../../api/get-timeline';


// Ctrl+Shift+1..3 on every platform (⌃⇧ on a Mac, where ⌘⇧3 takes a screenshot): free in browsers and in the
// editor, and the same keys whatever the layout (the physical digit keys, not the characters they type).
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const keysOf = (index: number) => (isMac ? `⌃⇧${index + 1}` : `Ctrl+Shift+${index + 1}`);

/** The suggestion a key press asks for (0, 1, 2), if it is one of the suggestions' shortcuts. */
export function suggestionIndexOfKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code'>): number | undefined {
  if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return undefined;
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  return digit ? Number(digit) - 1 : undefined;
}

/** What the agent sees of a result: a help article by its title, a Q&A by the question variant that matched. */
const headingOf = (result: RagSearchResult) => (result.type === 'text' ? (result.title ?? result.matched) : result.matched);

/**
 * "Suggested answers" over the reply: the AI Q&A store's best answers to the customer's last message, each
 * put into the reply (at the caret) with a click or Ctrl+Shift+1..3 from anywhere in the reply form. The
 * agent reads, edits and sends: nothing goes out by itself.
 */
export function SuggestedAnswers({
  conversationId,
  scopeRef,
  onInsert,
}: {
  conversationId: number;
  /** The reply form: its keys 1..3 insert while the focus is inside it. */
  scopeRef: RefObject<HTMLElement | null>;
  onInsert: (answer: RagSearchResult) => void;
}) {
  const id = useId();
  const timeline = useQuery(timelineQueryOptions(conversationId));
  const question = customerQuestion((timeline.data?.entries ?? []).flatMap((e) => (e.type === 'message' ? [e.message] : [])));
  const answers = useSuggestedAnswers(question);
  const [collapsed, setCollapsed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const results = answers.data ?? [];

  const insert = (result: RagSearchResult, index: number) => {
    onInsert(result);
    setAnnouncement(`Answer ${index + 1} inserted into the reply.`);
  };
  // The key handler reads the current results and callback, without subscribing again on every render.
  const latest = useRef({ results, insert, collapsed });
  useEffect(() => {
    latest.current = { results, insert, collapsed };
  });
  useEffect(() => {
    const scope = scopeRef.current;
    if (!scope) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const index = suggestionIndexOfKey(event);
      const result = index === undefined || latest.current.collapsed ? undefined : latest.current.results[index];
      if (index === undefined || !result) return;
      event.preventDefault();
      latest.current.insert(result, index);
    };
    scope.addEventListener('keydown', onKeyDown);
    return () => scope.removeEventListener('keydown', onKeyDown);
  }, [scopeRef]);

  if (answers.isError) {
    return <p className="text-xs text-slate-500">Suggested answers are unavailable right now ({answers.error.message}).</p>;
  }
  if (results.length === 0) return null;
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
      <ul id={`${id}-list`} hidden={collapsed} aria-labelledby={`${id}-heading`} className="mt-1 space-y-0.5">
        {results.map((result, index) => (
          <li key={result.uuid}>
            <button
              type="button"
              aria-label={`Insert answer ${index + 1}: ${headingOf(result)}`}
              aria-describedby={`${id}-answer-${index}`}
              aria-keyshortcuts={`Control+Shift+${index + 1}`}
              // The whole answer on hover; the line shows its start.
              title={result.answer}
              // The editor keeps its caret: the answer goes where the agent was writing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(result, index)}
              className="flex w-full items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="max-w-[45%] shrink-0 truncate font-medium text-slate-900">{headingOf(result)}</span>
              <span id={`${id}-answer-${index}`} className="min-w-0 flex-1 truncate text-xs text-slate-600">
                {result.answer}
              </span>
              <Kbd aria-hidden="true" className="shrink-0">
                {keysOf(index)}
              </Kbd>
            </button>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
