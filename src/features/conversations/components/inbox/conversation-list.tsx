import { useVirtualizer } from '@tanstack/react-virtual';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Conversation } from '#contract/conversations';
import { Button } from '../../../../components/ui/button';
import { ConversationRow, ROW_HEIGHT } from './conversation-row';
import type { ListViewport } from './held-rows';
import { useNow } from './use-now';

/** Start loading the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 25;

export interface ConversationListProps {
  rows: Conversation[];
  selected: ReadonlySet<number>;
  cursorId: number | null;
  openId: number | null;
  /** Bumped by the keyboard (j/k): scroll the cursor row into view and focus it. */
  focusRequest: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageError: string | null;
  fetchNextPage: () => void;
  onToggle: (id: number, range: boolean) => void;
  onFocusRow: (id: number) => void;
  /** Where the agent is in the list (new rows are held back rather than shifting the rows under them). */
  onViewport: (viewport: ListViewport) => void;
}

/**
 * The loaded conversations, virtualized: only the rows in view (plus overscan) are in the DOM, so ten
 * thousand loaded rows scroll like fifty. A proper list for assistive technology (posinset/setsize).
 */
export function ConversationList(props: ConversationListProps) {
  const { rows, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, cursorId, focusRequest, onViewport } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Every 30 seconds: due times turn amber and red on time.
  const now = useNow(30_000);
  const footer = hasNextPage || nextPageError !== null;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in this render only
  const virtualizer = useVirtualizer({
    count: rows.length + (footer ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? 'footer',
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // The pointer or the focus in the list, or a list scrolled down: the agent is at it.
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const busy = pointerIn || focusIn || (virtualizer.scrollOffset ?? 0) > 0;
  const lastVisible = Math.min(virtualizer.range?.endIndex ?? -1, rows.length - 1);
  useEffect(() => onViewport({ busy, lastVisible }), [busy, lastVisible, onViewport]);
  useEffect(() => () => onViewport({ busy: false, lastVisible: -1 }), [onViewport]);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIn(false);
  };

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && nextPageError === null && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, lastIndex, nextPageError, rows.length]);

  // Keyboard moves: bring the cursor row into view, then focus its link once it is rendered.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (focusRequest === 0 || cursorId === null) return;
    const index = rows.findIndex((r) => r.id === cursorId);
    if (index < 0) return;
    pendingFocus.current = cursorId;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // Only a new request moves focus, not a change of rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const link = listRef.current?.querySelector<HTMLAnchorElement>(`[data-conversation-id="${id}"] a`);
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  });

  const setSize = hasNextPage ? -1 : rows.length;
  return (
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      onPointerEnter={() => setPointerIn(true)}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={onBlur}
    >
      <ul
        ref={listRef}
        role="list"
        aria-label="Conversations"
        aria-busy={isFetchingNextPage || undefined}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const conversation = rows[item.index];
          if (!conversation) {
            return (
              <li
                key={item.key}
                className="absolute inset-x-0 top-0"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <ListFooter error={nextPageError} onRetry={fetchNextPage} />
              </li>
            );
          }
          return (
            <ConversationRow
              key={item.key}
              conversation={conversation}
              index={item.index}
              setSize={setSize}
              start={item.start}
              selected={props.selected.has(conversation.id)}
              open={props.openId === conversation.id}
              cursor={cursorId === conversation.id}
              now={now}
              onToggle={props.onToggle}
              onFocusRow={props.onFocusRow}
            />
          );
        })}
      </ul>
    </div>
  );
}

function ListFooter({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error !== null) {
    return (
      <div role="alert" className="flex h-full items-center justify-center gap-3 px-4 text-sm text-red-700">
        <span className="truncate">Couldn’t load more: {error}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="flex h-full items-center justify-center gap-2 text-sm text-slate-500">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading more…
    </div>
  );
}
