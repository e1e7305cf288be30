import { useCallback, useSyncExternalStore } from 'react';

// Auto-advance (Front's word): after the open conversation is closed, snoozed or marked as spam, the next
// conversation of the list opens. On by default; an agent who prefers to stay on it turns it off. Kept in
// this browser's localStorage, shared by its tabs (the storage event).

const KEY = 'support-inbox:auto-advance';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'stay';
  } catch {
    return true; // storage refused (private mode, policy): the default
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the next conversation opens after close, snooze or spam; read where the action runs. */
export const autoAdvanceEnabled = read;

export function useAutoAdvance(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(KEY, next ? 'next' : 'stay');
    } catch {
      // Not kept, but nothing else breaks.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [on, set];
}
