import { useEffect, useEffectEvent } from 'react';

// Drafts given back by Undo. The form they belong to may not be on screen when the cancel succeeds (the
// drawer is closed, the agent moved to another conversation): the draft waits here until the form takes it.

const drafts = new Map<string, unknown>();
const listeners = new Set<() => void>();

export const composeDraftKey = 'compose';
export const replyDraftKey = (conversationId: number) => `reply:${conversationId}`;

export function stashDraft<T>(key: string, draft: T) {
  drafts.set(key, draft);
  listeners.forEach((listener) => listener());
}

export function takeDraft<T>(key: string): T | undefined {
  const draft = drafts.get(key) as T | undefined;
  drafts.delete(key);
  return draft;
}

/** Calls `onRestore` with the draft stashed under `key`: at once if one waits, else when one arrives. */
export function useRestoredDraft<T>(key: string, onRestore: (draft: T) => void) {
  const restore = useEffectEvent(() => {
    const draft = takeDraft<T>(key);
    if (draft !== undefined) onRestore(draft);
  });
  useEffect(() => {
    restore();
    listeners.add(restore);
    return () => void listeners.delete(restore);
  }, [key]);
}
