import type { Permission, Role } from '#contract/permissions';

// Who an API key or a session cookie stands for, remembered for a few seconds: without it every request read
// the key or session row before doing its own work (a third of a list request's time). A change made in this
// process (a key revoked, a session signed out, an agent deactivated or given another role) forgets the
// entries it concerns at once; one made by another server process on the same database is seen within
// CALLER_CACHE_MS, when the entry is read again.

export const CALLER_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** What an entry belongs to, so that a change can forget exactly the entries it concerns. */
export interface CallerTags {
  apiKeyId?: number;
  sessionId?: number;
  agentId?: number;
}

interface Entry<T> {
  value: T;
  tags: CallerTags;
  /** Epoch ms after which the entry is read again from the database. */
  until: number;
}

export class CallerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs = CALLER_CACHE_MS) {}

  /** The remembered value of a credential, or undefined when there is none or it is older than the TTL. */
  get(credential: string, now: number): T | undefined {
    const entry = this.entries.get(credential);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(credential);
    return undefined;
  }

  /** Remembers a credential's value; `notAfter` (a session's expiry) caps how long. */
  set(credential: string, value: T, tags: CallerTags, now: number, notAfter = Infinity): void {
    if (this.ttlMs <= 0) return;
    // Oldest first out (a Map keeps insertion order): a flood of distinct credentials cannot grow it.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(credential);
    this.entries.set(credential, { value, tags, until: Math.min(now + this.ttlMs, notAfter) });
  }

  /** Forgets one credential. */
  delete(credential: string): void {
    this.entries.delete(credential);
  }

  /** Forgets every entry with one of the given tags. */
  forget(tags: CallerTags): void {
    for (const [credential, entry] of this.entries) {
      const t = entry.tags;
      const hit =
        (tags.apiKeyId !== undefined && t.apiKeyId === tags.apiKeyId) ||
        (tags.sessionId !== undefined && t.sessionId === tags.sessionId) ||
        (tags.agentId !== undefined && t.agentId === tags.agentId);
      if (hit) this.entries.delete(credential);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** What the auth middleware needs of a key or session, without the database. */
export interface CachedCaller {
  organizationId: number;
  permissions: Permission[];
  apiKeyId: number | null;
  agentId: number | null;
  role: Role | null;
  sessionId: number | null;
  /**
   * For a session: the time (on the app's clock) from which reading it again would do more than confirm it:
   * renew its expiry, record that it was seen, or find it expired. The cached entry is not used from then on.
   */
  recheckAt: Date | null;
}

/**
 * The process's one cache of callers. Module-level, because the changes that must forget entries happen in
 * domain functions, whichever app or command calls them. Credentials are 256-bit random secrets, so entries
 * of two databases in one process (tests) can never collide.
 */
export const callerCache = new CallerCache<CachedCaller>();
