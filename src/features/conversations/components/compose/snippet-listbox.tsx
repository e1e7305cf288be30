import { useEffect, useRef } from 'react';
import type { Snippet } from '#contract/snippets';
import { cn } from '../../../../lib/cn';
import { useAgents } from '../../../agents/api/get-agents';
import { actionWords, htmlText, textField } from '../../../snippets/action-words';

// The snippets as options of a listbox: the reply box's "/" picker and the header's "Apply snippet" menu. The
// focus stays in the text box that drives it (aria-activedescendant); the mouse picks without taking it.

/** Best matches first: the shortcut starting with the words, then containing them, then the title. */
export function filterSnippets(snippets: readonly Snippet[], query: string): Snippet[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...snippets];
  const rank = (s: Snippet) => {
    const shortcut = s.shortcut ?? '';
    const title = s.title.toLowerCase();
    if (shortcut.startsWith(q)) return 0;
    if (title.startsWith(q)) return 1;
    if (shortcut.includes(q)) return 2;
    if (title.split(/\s+/).some((word) => word.startsWith(q))) return 3;
    if (title.includes(q)) return 4;
    return 5;
  };
  return snippets
    .map((s) => ({ s, r: rank(s) }))
    .filter(({ r }) => r < 5)
    .sort((a, b) => a.r - b.r)
    .map(({ s }) => s);
}

/** One line about what it does: the start of its reply, then the other steps ("assign Alex Agent"). */
export function snippetSummary(snippet: Snippet, agentName: (id: number) => string | undefined = () => undefined): string {
  const reply = snippet.actions.find((a) => a.name === 'reply');
  const others = snippet.actions.filter((a) => a !== reply).map((a) => actionWords(a, agentName));
  const text = reply ? htmlText(textField(reply.data, 'content')) : '';
  return [text, others.length ? `Then: ${others.join(', ')}` : ''].filter(Boolean).join(' · ');
}

export const optionId = (listboxId: string, snippet: Snippet) => `${listboxId}-option-${snippet.id}`;

export interface SnippetOptionsProps {
  /** The listbox's id: the options' ids derive from it. */
  listboxId: string;
  snippets: readonly Snippet[];
  activeIndex: number;
  onActiveChange: (index: number) => void;
  onPick: (snippet: Snippet) => void;
}

/** The options, for an element with role="listbox" (a popover's content, or SnippetListbox). */
export function SnippetOptions({ listboxId, snippets, activeIndex, onActiveChange, onPick }: SnippetOptionsProps) {
  const first = useRef<HTMLDivElement>(null);
  const agents = useAgents();
  const agentName = (id: number) => agents.data?.find((a) => a.id === id)?.name;
  // The active option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    first.current?.parentElement?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);
  return (
    <>
      {snippets.map((snippet, index) => (
        <div
          ref={index === 0 ? first : undefined}
          key={snippet.id}
          id={optionId(listboxId, snippet)}
          role="option"
          aria-selected={index === activeIndex}
          // The text box keeps the focus (and its caret) while the mouse picks.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== activeIndex && onActiveChange(index)}
          onClick={() => onPick(snippet)}
          className="cursor-pointer rounded-md px-2.5 py-1.5 aria-selected:bg-indigo-50"
        >
          <span className="flex items-baseline gap-2">
            <span className="truncate text-sm font-medium text-slate-900">{snippet.title}</span>
            {snippet.shortcut && <span className="shrink-0 font-mono text-xs text-indigo-700">/{snippet.shortcut}</span>}
          </span>
          <span className="block truncate text-xs text-slate-600">{snippetSummary(snippet, agentName)}</span>
        </div>
      ))}
    </>
  );
}

export function SnippetListbox({ id, label, className, ...options }: Omit<SnippetOptionsProps, 'listboxId'> & { id: string; label: string; className?: string }) {
  return (
    <div id={id} role="listbox" aria-label={label} className={cn('overflow-y-auto p-1', className)}>
      <SnippetOptions listboxId={id} {...options} />
    </div>
  );
}
