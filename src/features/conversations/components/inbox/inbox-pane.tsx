import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Conversation } from '#contract/conversations';
import { isApiError } from '../../../../lib/api-client';
import { preload, useLazyModule, whenIdle } from '../../../../lib/lazy-module';
import { useAgents } from '../../../agents/api/get-agents';
import { sessionQueryOptions } from '../../../session/api/session';
import { conversationKeys } from '../../api/conversation-keys';
import { useConversationList } from '../../api/list-conversations';
import { useCompose } from '../../compose-state';
import { useProvideListActions } from '../../inbox-bridge';
import { emptyState, statusTabOf } from '../../inbox-search';
import { ConversationList } from './conversation-list';
import { InboxHeader } from './inbox-header';
import { inboxExtras } from './inbox-extras';
import { ListHeader } from './list-header';
import { stepFrom } from './list-navigation';
import { ListEmpty, ListError, ListInvalidSearch, ListSkeleton } from './list-states';
import { NewRowsPill } from './new-rows-pill';
import { warmDateFormats } from './relative-time';
import { selectAllState, selectedInOrder } from './selection';
import { statusTabId } from './status-tabs';
import type { ListViewport } from './held-rows';
import { useBulkActions } from './use-bulk-actions';
import { useHeldRows } from './use-held-rows';
import { targetIds, useInboxActions, type Targets } from './use-inbox-actions';
import { useInboxHotkeys } from './use-inbox-hotkeys';
import { useInboxSearch, useOpenConversationId } from './use-inbox-search';
import { useListCursor } from './use-list-cursor';
import { useSelectMatching } from './use-select-matching';
import { useSelection } from './use-selection';

const PANEL_ID = 'inbox-list-panel';
const NOT_AT_LIST: ListViewport = { busy: false, lastVisible: -1 };

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
  const queryClient = useQueryClient();

  const list = useConversationList(filters);
  // While the first page is on its way, so that the rows' dates do not wait for the browser's date data.
  useEffect(() => warmDateFormats(), []);
  // Once the first rows are shown: the toolbar, menus and dialogs, and the open conversation's code (Enter, j, k).
  const router = useRouter();
  const listShown = list.data !== undefined;
  useEffect(() => {
    if (!listShown) return;
    return whenIdle(() => {
      preload(inboxExtras);
      router.loadRouteChunk(router.routesById['/_app/inbox/$conversationId'])?.catch(() => undefined);
    });
  }, [listShown, router]);
  const loadedRows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? null, [list.data]);
  const viewKey = `${filters.order}\n${filters.search}`;
  // New rows that would shift the rows under the agent wait behind the "N new" pill.
  const [viewport, setViewport] = useState(NOT_AT_LIST);
  const onViewport = useCallback(
    (next: ListViewport) => setViewport((prev) => (prev.busy === next.busy && prev.lastVisible === next.lastVisible ? prev : next)),
    [],
  );
  const held = useHeldRows(viewKey, loadedRows, viewport);
  const { rows } = held;
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);

  const selection = useSelection(viewKey);
  const selectedIds = useMemo(() => selectedInOrder(selection.selected, ids), [selection.selected, ids]);
  const cursor = useListCursor(viewKey, rows, openId);
  const [snoozeOpen, setSnoozeOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const { clear, replace, toggle } = selection;
  const onStart = useCallback(() => {
    clear();
    setSnoozeOpen(false);
  }, [clear]);
  const bulk = useBulkActions({ onStart, onFailure: replace, onUndone: held.accept });
  const allState = selectAllState(selection.selected, ids);
  const matching = useSelectMatching({
    search: filters.search,
    viewKey,
    selected: selection.selected,
    allLoadedSelected: allState === true,
    onStart,
    onUndone: held.accept,
  });
  const [deletingMatching, setDeletingMatching] = useState(false);
  const onToggle = useCallback((id: number, range: boolean) => toggle(id, range, ids), [toggle, ids]);

  const knownTags = useMemo(() => uniqueTags(rows), [rows]);
  const selectionTags = useMemo(() => uniqueTags(rows.filter((r) => selection.selected.has(r.id))), [rows, selection.selected]);
  // What e, s, # and ! act on: the conversation on screen; with the list alone, the selection, else the cursor row.
  let targets: Targets = null;
  if (openId !== null) targets = { kind: 'open', id: openId };
  else if (selectedIds.length > 0) targets = { kind: 'selection', ids: selectedIds };
  else if (cursor.cursorId !== null) targets = { kind: 'row', id: cursor.cursorId };
  const actions = useInboxActions({
    ids,
    position: cursor.position,
    targets,
    selectionRun: (on, change) => void bulk.run(on, change),
    moveTo: cursor.moveTo,
  });
  useProvideListActions({ leave: actions.leave });

  useInboxHotkeys({
    step: (delta) => {
      const id = stepFrom(ids, cursor.position, delta);
      if (id === null) return;
      // With a conversation open, j and k open the next or previous one; with the list alone, they move the cursor.
      if (openId !== null) void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(id) } });
      cursor.moveTo(id);
    },
    toggle: () => {
      if (cursor.cursorId !== null) onToggle(cursor.cursorId, false);
    },
    openCursor: () => {
      if (cursor.cursorId === null) return false;
      void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(cursor.cursorId) } });
      return true;
    },
    close: actions.close,
    snooze: () => {
      if (!actions.askSnooze() && targets?.kind === 'selection') setSnoozeOpen(true);
    },
    remove: () => actions.askDelete(),
    spam: actions.spam,
    search: () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    compose: () => compose.open(),
    help: () => setHelpOpen(true),
  });

  const subjectOf = (id: number) =>
    rows.find((r) => r.id === id)?.subject ?? queryClient.getQueryData<Conversation>(conversationKeys.detail(id))?.subject ?? '';
  const firstPageError = list.isError && !list.data ? list.error : null;
  const searchError = firstPageError && isApiError(firstPageError) && firstPageError.status === 400 ? firstPageError.message : null;
  const nextPageError = list.isFetchNextPageError ? (list.error?.message ?? 'Something went wrong.') : null;
  const tab = statusTabOf(q);
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
        onViewport={onViewport}
      />
    );

  // The toolbar, the notice and the dialogs are loaded on demand (or when idle): whichever must show now asks for them.
  const running = matching.running.length > 0;
  const showMatching = running || (allState === true && !!matching.count && (matching.all || matching.count.count > selectedIds.length));
  const extras = useLazyModule(
    inboxExtras,
    selectedIds.length > 0 || showMatching || actions.deleting !== null || deletingMatching || actions.snoozing !== null || helpOpen,
  );

  const selectedCount = matching.all && matching.count ? matching.count.count : selectedIds.length;
  let matchingNotice = null;
  if (!extras || !showMatching) matchingNotice = null;
  else if (running) {
    matchingNotice = (
      <div className="flex flex-col gap-1">
        {matching.running.map((run) => (
          <extras.MatchingProgress key={run.operation.id} run={run} />
        ))}
      </div>
    );
  }
  else if (matching.count) {
    matchingNotice = (
      <extras.SelectMatchingNotice
        all={matching.all}
        loaded={selectedIds.length}
        count={matching.count.count}
        max={matching.count.max}
        onSelectAll={matching.selectAll}
        onClear={clear}
      />
    );
  }

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
        {(rows.length > 0 || running) && (
          <ListHeader
            allState={allState}
            loaded={rows.length}
            complete={!list.hasNextPage}
            onToggleAll={() => (allState === true ? clear() : replace(ids))}
            notice={matchingNotice}
            toolbar={
              selectedIds.length === 0 ? null : !extras ? (
                // The toolbar's first words, while the toolbar itself loads.
                <span className="pl-0.5 text-sm leading-7 font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {selectedCount} selected
                </span>
              ) : (
                <extras.BulkToolbar
                  count={selectedCount}
                  viewStatus={tab}
                  agents={agents}
                  meId={session.agent.id}
                  canBlock={session.agent.permissions.includes('contact.block')}
                  viewTags={knownTags}
                  selectionTags={selectionTags}
                  snoozeOpen={snoozeOpen}
                  onSnoozeOpenChange={setSnoozeOpen}
                  onChange={(change) => (matching.all ? matching.run(change) : void bulk.run(selectedIds, change))}
                  onDelete={() => (matching.all ? setDeletingMatching(true) : actions.askDelete({ kind: 'selection', ids: selectedIds }))}
                  onClear={clear}
                />
              )
            }
          />
        )}
        <div className="relative">
          <NewRowsPill
            count={held.heldIds.length}
            onShow={() => {
              const first = held.heldIds[0];
              held.release();
              if (first !== undefined) cursor.moveTo(first);
            }}
          />
        </div>
        {body}
      </div>
      {extras && (
        <>
          <extras.DeleteDialog
            count={actions.deleting ? targetIds(actions.deleting).length : null}
            onCancel={actions.cancelDelete}
            onConfirm={actions.confirmDelete}
          />
          <extras.DeleteDialog
            count={deletingMatching && matching.count ? matching.count.count : null}
            onCancel={() => setDeletingMatching(false)}
            onConfirm={() => {
              setDeletingMatching(false);
              matching.run({ kind: 'status', status: 'DELETE' });
            }}
          />
          <extras.SnoozeDialog
            subject={actions.snoozing && actions.snoozing.kind !== 'selection' ? subjectOf(actions.snoozing.id) : null}
            onCancel={actions.cancelSnooze}
            onSnooze={actions.snooze}
          />
          <extras.ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </>
      )}
    </>
  );
}
