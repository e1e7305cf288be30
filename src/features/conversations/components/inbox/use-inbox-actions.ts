import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { BulkChange } from '../../bulk-change';
import { autoAdvanceEnabled } from './auto-advance';
import { nextAfterLeaving, type ListPosition } from './list-navigation';
import { useBulkActions } from './use-bulk-actions';

const nothing = () => {};

/** Who a shortcut acts on: the open conversation, the selection, or the cursor row. */
export type Targets = { kind: 'open'; id: number } | { kind: 'selection'; ids: number[] } | { kind: 'row'; id: number } | null;

/**
 * The actions of the shortcuts and of the open conversation's header, on what the agent sees: with a
 * conversation open, that one (and then the next one opens, unless the agent chose to stay); with the list
 * alone, the selection or the cursor row. Also the state of the two dialogs they may open (snooze, delete).
 */
export function useInboxActions({
  ids,
  position,
  targets,
  selectionRun,
  moveTo,
}: {
  ids: readonly number[];
  /** Where the open conversation (or the cursor) is in the list. */
  position: ListPosition;
  targets: Targets;
  /** Runs a change on the selection (clears it at once, gives it back on failure). */
  selectionRun: (ids: number[], change: BulkChange) => void;
  /** Puts the list's cursor (and the focus) on a row. */
  moveTo: (id: number) => void;
}) {
  const navigate = useNavigate();
  // One conversation at a time: the selection is left as it is.
  const single = useBulkActions({ onStart: nothing, onFailure: nothing });
  const [snoozing, setSnoozing] = useState<Targets>(null);
  const [deleting, setDeleting] = useState<Targets>(null);

  const open = useCallback(
    (id: number | null) => {
      if (id === null) return void navigate({ to: '/inbox' });
      moveTo(id);
      void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(id) } });
    },
    [moveTo, navigate],
  );

  /** A change to the open conversation; when it leaves the queue, the next conversation opens (auto-advance). */
  const leave = useCallback(
    (id: number, change: BulkChange) => {
      const from = position.id === id ? position : { id, index: -1 };
      // Only from a place in the list: a conversation opened from elsewhere (a link) has no "next".
      const inList = ids.includes(id) || from.index >= 0;
      const advances = change.kind === 'snooze' || (change.kind === 'status' && change.status !== 'OPENED');
      const next = advances && inList && autoAdvanceEnabled() ? nextAfterLeaving(ids, from) : undefined;
      void single.run([id], change);
      if (next !== undefined) open(next);
    },
    [ids, open, position, single],
  );

  const act = useCallback(
    (on: Targets, change: BulkChange) => {
      if (!on) return;
      if (on.kind === 'open') leave(on.id, change);
      else if (on.kind === 'row') void single.run([on.id], change);
      else selectionRun(on.ids, change);
    },
    [leave, selectionRun, single],
  );

  return {
    leave,
    close: () => act(targets, { kind: 'status', status: 'CLOSED' }),
    spam: () => act(targets, { kind: 'status', status: 'SPAM' }),
    /** s: the selection uses the bulk toolbar's menu (false); one conversation gets the snooze dialog. */
    askSnooze: (): boolean => {
      if (!targets || targets.kind === 'selection') return false;
      setSnoozing(targets);
      return true;
    },
    snoozing,
    snooze: (until: string) => {
      act(snoozing, { kind: 'snooze', until });
      setSnoozing(null);
    },
    cancelSnooze: () => setSnoozing(null),
    /** #, or the toolbar's Delete (for the selection): asks first. */
    askDelete: (on: Targets = targets) => setDeleting(on),
    deleting,
    confirmDelete: () => {
      act(deleting, { kind: 'status', status: 'DELETE' });
      setDeleting(null);
    },
    cancelDelete: () => setDeleting(null),
  };
}

export function targetIds(targets: Targets): number[] {
  if (!targets) return [];
  return targets.kind === 'selection' ? targets.ids : [targets.id];
}
