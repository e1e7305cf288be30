export type PresenceIntent = 'viewing' | 'replying';

export interface PresenceTransport {
  /** Resolves to 'gone' when the server knows no such conversation (deleted since): it is not told again. */
  beat: (conversationId: number, state: PresenceIntent) => Promise<'ok' | 'gone'>;
  leave: (conversationId: number) => Promise<unknown>;
}

/** A heartbeat lasts 20 s on the server: renewed well within it, so one lost request changes nothing. */
export const HEARTBEAT_MS = 8_000;
/** A conversation left and taken up again at once (a remount) is not announced as left. */
const LEAVE_DELAY_MS = 250;

interface Told {
  state: PresenceIntent;
  leaving: boolean;
  /** The conversation no longer exists: its holds stay (a draft to it, say), its beats stop. */
  gone: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The signed-in agent's own presence. Parts of the page hold a conversation (the open view: viewing; an
 * unsent reply to it, wherever the agent is: replying); one heartbeat per conversation tells the strongest
 * hold, at once when it changes and then every few seconds; when the last hold goes, the server is told the
 * agent left.
 */
export class PresenceHeartbeat {
  private holds = new Map<number, Map<symbol, PresenceIntent>>();
  private told = new Map<number, Told>();
  private suspended = false;

  constructor(
    private readonly transport: PresenceTransport,
    private readonly interval = HEARTBEAT_MS,
  ) {}

  /** Holds the conversation in this state until the returned function is called. */
  hold(conversationId: number, state: PresenceIntent): () => void {
    const token = Symbol(state);
    let holds = this.holds.get(conversationId);
    if (!holds) this.holds.set(conversationId, (holds = new Map()));
    holds.set(token, state);
    this.sync(conversationId);
    return () => {
      const current = this.holds.get(conversationId);
      if (!current?.delete(token)) return;
      if (current.size === 0) this.holds.delete(conversationId);
      this.sync(conversationId);
    };
  }

  /** The page is being left or put away (pagehide): the agent is gone for everyone at once. */
  suspend(): Promise<void> {
    this.suspended = true;
    const leaving: Promise<unknown>[] = [];
    for (const [conversationId, told] of this.told) {
      clearTimeout(told.timer);
      leaving.push(this.transport.leave(conversationId));
    }
    this.told.clear();
    // Settled when the server has heard every leave (or refused it): signing out waits for that, while the
    // session that may send them still exists.
    return Promise.allSettled(leaving).then(() => undefined);
  }

  /** The page is back (pageshow from the back-forward cache). */
  resume(): void {
    this.suspended = false;
    for (const conversationId of this.holds.keys()) this.sync(conversationId);
  }

  /** Beats now: the tab is visible again, and its timers may have been throttled while hidden. */
  renew(): void {
    for (const [conversationId, told] of this.told) {
      if (told.leaving || told.gone) continue;
      clearTimeout(told.timer);
      this.beat(conversationId);
    }
  }

  private wanted(conversationId: number): PresenceIntent | null {
    if (this.suspended) return null;
    const holds = this.holds.get(conversationId);
    if (!holds) return null;
    return [...holds.values()].includes('replying') ? 'replying' : 'viewing';
  }

  private sync(conversationId: number): void {
    const wanted = this.wanted(conversationId);
    const told = this.told.get(conversationId);
    if (wanted === null) {
      if (!told || told.leaving) return;
      clearTimeout(told.timer);
      told.leaving = true;
      told.timer = setTimeout(() => {
        this.told.delete(conversationId);
        void this.transport.leave(conversationId);
      }, LEAVE_DELAY_MS);
      return;
    }
    if (told && !told.leaving && told.state === wanted) return;
    clearTimeout(told?.timer);
    this.told.set(conversationId, { state: wanted, leaving: false, gone: false, timer: undefined });
    this.beat(conversationId);
  }

  private beat(conversationId: number): void {
    const told = this.told.get(conversationId);
    if (!told || told.leaving || told.gone) return;
    // A failed beat is retried by the next one; the presence lasts longer than two intervals.
    this.transport
      .beat(conversationId, told.state)
      .then((answer) => {
        if (answer !== 'gone' || this.told.get(conversationId) !== told) return;
        told.gone = true;
        clearTimeout(told.timer);
      })
      .catch(() => {});
    told.timer = setTimeout(() => this.beat(conversationId), this.interval);
  }
}
