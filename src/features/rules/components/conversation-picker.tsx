import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Conversation } from '#contract/conversations';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { conversationListQueryOptions } from '../../conversations/api/list-conversations';
import { selectClass } from './rule-form-types';

/** The inbox's search for the words typed, any status, newest first; a number (`123`, `#123`) is that conversation. */
export function pickerSearch(text: string): string {
  const trimmed = text.trim();
  const id = /^#?(\d+)$/.exec(trimmed)?.[1];
  if (id) return `#${id}`;
  return trimmed ? `status:all ${trimmed}` : 'status:all';
}

/**
 * The state of the picker: the words typed, the conversations found (the most recent ones, narrowed by the words,
 * or the one whose number was typed) and the one chosen, which is the first found until another is.
 */
export function useConversationChoice() {
  const [text, setText] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const search = useDebouncedValue(pickerSearch(text), 250);
  const list = useInfiniteQuery(conversationListQueryOptions({ search, order: 'newest' }));
  const found = list.data?.pages[0]?.data ?? [];
  const selected: Conversation | null = found.find((c) => c.id === chosenId) ?? found[0] ?? null;
  return { text, setText, list, found, selected, choose: setChosenId };
}

/** Picks a conversation to test a rule against: a search field (words or a number) and the conversations found. */
export function ConversationPicker({ choice }: { choice: ReturnType<typeof useConversationChoice> }) {
  const { text, setText, list, found, selected, choose } = choice;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div>
        <label htmlFor="rule-test-search" className="block text-sm font-medium text-slate-700">
          Find a conversation
        </label>
        <Input
          id="rule-test-search"
          type="search"
          className="mt-1"
          value={text}
          placeholder="Words or #123"
          autoComplete="off"
          aria-describedby="rule-test-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="rule-test-search-hint" className="mt-1 text-xs text-slate-500">
          Subject, message or customer words, or the conversation’s number.
        </p>
      </div>
      <div>
        <label htmlFor="rule-test-conversation" className="block text-sm font-medium text-slate-700">
          Conversation
        </label>
        <select
          id="rule-test-conversation"
          className={cn(selectClass, 'mt-1')}
          value={selected ? String(selected.id) : ''}
          disabled={found.length === 0}
          aria-busy={list.isFetching}
          aria-describedby="rule-test-conversation-hint"
          onChange={(event) => choose(Number(event.target.value))}
        >
          {found.length === 0 && <option value="">{list.isFetching ? 'Searching…' : 'No conversation found'}</option>}
          {found.map((c) => (
            <option key={c.id} value={String(c.id)}>
              #{c.id} · {c.subject || '(no subject)'} — {c.contact.name || c.contact.email || 'unknown contact'}
            </option>
          ))}
        </select>
        <p id="rule-test-conversation-hint" className="mt-1 text-xs text-slate-500">
          {list.isError ? `The conversations could not be loaded: ${list.error.message}` : 'Newest first, any status.'}
        </p>
      </div>
    </div>
  );
}
