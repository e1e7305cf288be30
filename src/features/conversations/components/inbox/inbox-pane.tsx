import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Conversation } from '../../../../../contract/conversations';
import { isApiError } from '../../../../lib/api-client';
import { useHotkeys } from '../../../../lib/use-hotkeys';
import { useAgents } from '../../../agents/api/get-agents';
import { sessionQueryOptions } from '../../../session/api/session';
import { useConversationList } from '../../api/list-conversations';
import { useCompose } from '../../compose-state';
import { emptyState, statusTabOf } from '../../inbox-search';
import { BulkToolbar } from './bulk-toolbar';
import { ConversationList } from './conversation-list';
import { DeleteDialog } from './delete-dialog';
import { InboxHeader } from './inbox-header';
import { ListHeader } from './list-header';
import { ListEmpty, ListError, ListInvalidSearch, ListSkeleton } from './list-states';
import { selectAllState, selectedInOrder } from './selection';
import { ShortcutsDialog } from './shortcuts-dialog';
import { statusTabId } from './status-tabs';
import { useBulkActions } from './use-bulk-actions';
import { useInboxSearch, useOpenConversationId } from './use-inbox-search';
import { useListCursor } from './use-list-cursor';
import { useSelection } from './use-selection';

const PANEL_ID = 'inbox-list-panel';

function uniqueTags(rows: Conversation[]): string[] {
  const tags = new Set<string>();
  for (const row of rows) for (const tag of row.tags) tags.add(tag);
  return [...tags].sort();
}

/** The inbox list pane: controls, the virtualized list, selection, bulk actions and shortcuts. */
export function InboxPane() {
  const { q, order, filters, setQuery, setOrder } = useInboxSearch();
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const agents = useAgents().data ?? [];
  const compose = useCompose();
  const navigate = useNavigate();
  const openId = useOpenConversationId();

  const list = useConversationList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const viewKey = `${filters.order}\n${filters.search}`;

  const selection = useSelection(viewKey);
  const selectedIds = useMemo(() => selectedInOrder(selection.selected, ids), [selection.selected, ids]);
  const cursor = useListCursor(viewKey, rows, openId);
  const [snoozeOpen, setSnoozeOpen] = useState(false);
  const [snoozeSelectedRow, setSnoozeSelectedRow] = useState(false);
  const [deleteIds, setDeleteIds] = useState<number[] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const { clear, replace, toggle } = selection;
  const onStart = useCallback(() => {
    clear();
    setSnoozeOpen(false);
  }, [clear]);
  const bulk = useBulkActions({ openId, onStart, onFailure: replace });
  const onToggle = useCallback((id: number, range: boolean) => toggle(id, range, ids), [toggle, ids]);

  const knownTags = useMemo(() => uniqueTags(rows), [rows]);
  const selectionTags = useMemo(() => uniqueTags(rows.filter((r) => selection.selected.has(r.id))), [rows, selection.selected]);
  // What e, s and # act on: the selection, else the cursor row.
  const targets = selectedIds.length > 0 ? selectedIds : cursor.cursorId !== null ? [cursor.cursorId] : [];

  useHotkeys({
    j: () => cursor.move(1),
    k: () => cursor.move(-1),
    x: () => {
      if (cursor.cursorId !== null) onToggle(cursor.cursorId, false);
    },
    Enter: () => {
      if (cursor.cursorId === null) return false;
      void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(cursor.cursorId) } });
    },
    e: () => void bulk.run(targets, { kind: 'status', status: 'CLOSED' }),
    s: () => {
      if (targets.length === 0) return;
      if (selectedIds.length === 0) {
        // The toolbar needs a selection: the cursor row, only while the menu is open.
        replace(targets);
        setSnoozeSelectedRow(true);
      }
      setSnoozeOpen(true);
    },
    '#': () => {
      if (targets.length > 0) setDeleteIds(targets);
    },
    '/': () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    c: () => compose.open(),
    '?': () => setHelpOpen(true),
  });

  const firstPageError = list.isError && !list.data ? list.error : null;
  const searchError = firstPageError && isApiError(firstPageError) && firstPageError.status === 400 ? firstPageError.message : null;
  const nextPageError = list.isFetchNextPageError ? (list.error?.message ?? 'Something went wrong.') : null;
  const tab = statusTabOf(q);
  const allState = selectAllState(selection.selected, ids);
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (searchError) body = <ListInvalidSearch />;
  else if (!list.data)
    body = <ListError message={firstPageError?.message ?? 'Something went wrong.'} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0 && !list.hasNextPage) body = <ListEmpty state={emptyState(q)} onReset={setQuery} />;
  else
    body = (
      <ConversationList
        key={viewKey}
        rows={rows}
        selected={selection.selected}
        cursorId={cursor.cursorId}
        openId={openId}
        focusRequest={cursor.focusRequest}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        nextPageError={nextPageError}
        fetchNextPage={loadMore}
        onToggle={onToggle}
        onFocusRow={cursor.setCursor}
      />
    );

  return (
    <>
      <InboxHeader
        q={q}
        order={order}
        searchError={searchError}
        meEmail={session.agent.email}
        agents={agents}
        knownTags={knownTags}
        panelId={PANEL_ID}
        searchRef={searchRef}
        onQuery={setQuery}
        onOrder={setOrder}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tab ? statusTabId(tab) : undefined} className="flex min-h-0 flex-1 flex-col">
        {rows.length > 0 && (
          <ListHeader
            allState={allState}
            loaded={rows.length}
            complete={!list.hasNextPage}
            onToggleAll={() => (allState === true ? clear() : replace(ids))}
            toolbar={
              selectedIds.length > 0 ? (
                <BulkToolbar
                  count={selectedIds.length}
                  viewStatus={tab}
                  agents={agents}
                  meId={session.agent.id}
                  canBlock={session.agent.permissions.includes('contact.block')}
                  viewTags={knownTags}
                  selectionTags={selectionTags}
                  snoozeOpen={snoozeOpen}
                  onSnoozeOpenChange={(open) => {
                    setSnoozeOpen(open);
                    if (!open && snoozeSelectedRow) {
                      setSnoozeSelectedRow(false);
                      clear();
                    }
                  }}
                  onChange={(change) => void bulk.run(selectedIds, change)}
                  onDelete={() => setDeleteIds(selectedIds)}
                  onClear={clear}
                />
              ) : null
            }
          />
        )}
        {body}
      </div>
      <DeleteDialog
        count={deleteIds?.length ?? null}
        onCancel={() => setDeleteIds(null)}
        onConfirm={() => {
          if (deleteIds) void bulk.run(deleteIds, { kind: 'status', status: 'DELETE' });
          setDeleteIds(null);
        }}
      />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}
