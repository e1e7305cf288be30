// Unsent replies, notes and the compose drawer's message, kept in this browser (localStorage) so a reload
// or a sign-in round trip loses nothing. Keyed by organization, agent and conversation: another agent signed
// in on the same browser never sees them. A form saves as the agent types and drops its draft once sent or
// emptied; Undo send puts a draft back through `restore`, which the form showing it (if any) takes at once.
// Which drafts exist is watched too (in this tab and the browser's other tabs): an unsent reply is what
// tells teammates that the agent is replying to that conversation.

export interface DraftOwner {
  organizationId: number;
  agentId: number;
}

export type DraftSlot = { kind: 'reply' | 'note'; conversationId: number } | { kind: 'compose' };

const PREFIX = 'support-inbox:draft:';

const slotBase = (owner: DraftOwner, kind: DraftSlot['kind']) => `${PREFIX}${owner.organizationId}:${owner.agentId}:${kind}`;

export function draftKey(owner: DraftOwner, slot: DraftSlot): string {
  const base = slotBase(owner, slot.kind);
  return slot.kind === 'compose' ? base : `${base}:${slot.conversationId}`;
}

/** What the keys of the agent's reply drafts start with (then the conversation's id). */
export function replyDraftPrefix(owner: DraftOwner): string {
  return `${slotBase(owner, 'reply')}:`;
}

/** The conversation a key holds the agent's reply draft to; null for any other key. */
export function conversationOfReplyDraft(owner: DraftOwner, key: string): number | null {
  const prefix = replyDraftPrefix(owner);
  if (!key.startsWith(prefix)) return null;
  const id = key.slice(prefix.length);
  return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Where the browser's other tabs announce their changes to the same storage (`storage` events). */
type OtherTabs = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** A draft kept (`kept`) or dropped; `key` null: every draft may have changed (the storage was cleared elsewhere). */
export type DraftChange = (key: string | null, kept: boolean) => void;

/** The same draft without its files: what is kept when the files do not fit in the browser's storage. */
function withoutAttachments(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('content' in value)) return value;
  const content = value.content;
  if (typeof content !== 'object' || content === null || !('attachments' in content)) return value;
  return { ...value, content: { ...content, attachments: [] } };
}

export function createDraftStore(storage: DraftStorage | null, otherTabs: OtherTabs | null = null) {
  const listeners = new Map<string, Set<(draft: unknown) => void>>();
  const discardListeners = new Map<string, Set<() => void>>();
  const watchers = new Set<DraftChange>();
  const tell: DraftChange = (key, kept) => watchers.forEach((watcher) => watcher(key, kept));
  // Another tab wrote or removed a draft: the same news, with its key.
  const fromOtherTab = (event: Event) => {
    const { key, newValue, storageArea } = event as StorageEvent;
    if (storageArea !== undefined && storage !== null && storageArea !== storage) return;
    if (key === null || key.startsWith(PREFIX)) tell(key, newValue !== null);
  };
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
    // Told even when the browser keeps nothing: the form holds the draft for as long as it is open.
    tell(key, true);
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
    tell(key, false);
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
    /** The keys of the drafts kept in this browser that start with `prefix`. */
    keys(prefix: string): string[] {
      const found: string[] = [];
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix)) found.push(key);
        }
      } catch {
        // Storage refused: nothing is kept.
      }
      return found;
    },
    /** Every draft kept or dropped from now on, in this tab or another one of the browser, until the returned stop. */
    watch(watcher: DraftChange): () => void {
      if (watchers.size === 0) otherTabs?.addEventListener('storage', fromOtherTab);
      watchers.add(watcher);
      return () => {
        if (!watchers.delete(watcher) || watchers.size > 0) return;
        otherTabs?.removeEventListener('storage', fromOtherTab);
      };
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself can throw (storage disabled by policy)
  }
}

export const drafts = createDraftStore(browserStorage(), typeof window === 'undefined' ? null : window);
