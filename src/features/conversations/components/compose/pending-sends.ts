import { useSyncExternalStore } from 'react';
import type { Message } from '#contract/conversations';

// Messages this browser scheduled and may still undo. Module state rather than React state, because a
// send outlives the form that made it: the drawer closes, the agent opens another conversation, and the
// toast with its Undo must stay (it is rendered by PendingSendToasts, mounted once in the app shell).

export interface PendingSend {
  conversationId: number;
  messageId: number;
  kind: 'reply' | 'compose';
  /** When the server will send it, on this browser's clock. */
  deadline: number;
  /** Puts the draft back where it was written, once the send is cancelled. */
  restore: () => void;
}

let pending: readonly PendingSend[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The deadline on our clock: the server's delay (send_at - created) from now, so clock skew does not matter. */
export function deadlineOf(message: Message, now = Date.now()): number {
  if (!message.send_at) return now;
  const delay = Date.parse(message.send_at) - Date.parse(message.created);
  return now + (Number.isFinite(delay) ? Math.max(0, delay) : 0);
}

export const pendingSends = {
  add(send: PendingSend) {
    pending = [...pending.filter((p) => p.messageId !== send.messageId), send];
    emit();
  },
  /** Removes and returns the entry, so that only one Undo acts on it. */
  take(messageId: number): PendingSend | undefined {
    const found = pending.find((p) => p.messageId === messageId);
    if (found) {
      pending = pending.filter((p) => p !== found);
      emit();
    }
    return found;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => pending,
};

export function usePendingSends(): readonly PendingSend[] {
  return useSyncExternalStore(pendingSends.subscribe, pendingSends.snapshot, pendingSends.snapshot);
}
