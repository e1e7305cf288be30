// Unsent replies, notes and the compose drawer's message, kept in this browser (localStorage) so a reload
// or a sign-in round trip loses nothing. Keyed by organization, agent and conversation: another agent signed
// in on the same browser never sees them. A form saves as the agent types and drops its draft once sent or
// emptied; Undo send puts a draft back through `restore`, which the form showing it (if any) takes at once.

export interface DraftOwner {
  organizationId: number;
  agentId: number;
}

export type DraftSlot = { kind: 'reply' | 'note'; conversationId: number } | { kind: 'compose' };

const PREFIX = 'support-inbox:draft:';

export function draftKey(owner: DraftOwner, slot: DraftSlot): string {
  const base = `${PREFIX}${owner.organizationId}:${owner.agentId}:${slot.kind}`;
  return slot.kind === 'compose' ? base : `${base}:${slot.conversationId}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The same draft without its files: what is kept when the files do not fit in the browser's storage. */
function withoutAttachments(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('content' in value)) return value;
  const content = value.content;
  if (typeof content !== 'object' || content === null || !('attachments' in content)) return value;
  return { ...value, content: { ...content, attachments: [] } };
}

export function createDraftStore(storage: DraftStorage | null) {
  const listeners = new Map<string, Set<(draft: unknown) => void>>();
  const discardListeners = new Map<string, Set<() => void>>();
  const listen = <L>(map: Map<string, Set<L>>, key: string, listener: L) => {
    const set = map.get(key) ?? new Set<L>();
    set.add(listener);
    map.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(key);
    };
  };

  const write = (key: string, draft: unknown) => {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // Over the quota (large attachments, most likely): keep the text at least.
      try {
        storage.setItem(key, JSON.stringify(withoutAttachments(draft)));
      } catch {
        // Storage refused altogether: the draft lives only in the form.
      }
    }
  };

  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to do: it was never kept either.
    }
  };

  return {
    read<T>(key: string): T | undefined {
      try {
        const raw = storage?.getItem(key);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write,
    remove,
    /** Sent or thrown away: removed, and a save still waiting for that slot is dropped too. */
    discard(key: string) {
      discardListeners.get(key)?.forEach((listener) => listener());
      remove(key);
    },
    /** A draft given back (Undo send): kept, and handed to the form showing that slot, if one is. */
    restore(key: string, draft: unknown) {
      write(key, draft);
      listeners.get(key)?.forEach((listener) => listener(draft));
    },
    subscribe: (key: string, listener: (draft: unknown) => void) => listen(listeners, key, listener),
    onDiscard: (key: string, listener: () => void) => listen(discardListeners, key, listener),
  };
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself can throw (storage disabled by policy)
  }
}

export const drafts = createDraftStore(browserStorage());
