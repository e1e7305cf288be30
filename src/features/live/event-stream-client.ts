import type { ChangeEvent } from '#contract/events';
import type { Presence } from '#contract/presence';
import { CHANGE_TYPES } from '#contract/change-types';

/** What the client needs of a browser EventSource (a fake one in unit tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

/** `live`: following the changes; `reconnecting`: not, until the next `ready` (the dashboard says so). */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface StreamCallbacks {
  /** The stream follows the changes (again). `first`: the first time, so nothing before it was resumed. */
  onReady: (first: boolean) => void;
  onChange: (event: ChangeEvent) => void;
  onPresence: (entries: Presence[]) => void;
  /** Events were missed past what the server keeps: whatever is shown must be fetched again. */
  onReset: () => void;
  onStatus: (status: StreamStatus) => void;
}

/** Reads the changes and the presence the stream sends (the contract's schemas: dropped when they do not match). */
export interface StreamDecoder {
  change: (data: unknown) => ChangeEvent | undefined;
  presence: (data: unknown) => Presence[] | undefined;
}

export interface StreamClientOptions {
  /** The stream's address, resuming after `since` when known. */
  url: (since: number | undefined) => string;
  open: (url: string) => EventSourceLike;
  callbacks: StreamCallbacks;
  /**
   * The decoder, once there (it comes with zod, loaded on demand). Until then changes and presence wait, in the
   * order they came, and are handed over by `drain()`.
   */
  decoder: () => StreamDecoder | undefined;
  /** A change or presence waits for the decoder. */
  onWaiting?: (kind: 'change' | 'presence') => void;
  /** Milliseconds before the reconnection attempt number `attempt` (0 for the first). */
  backoff?: (attempt: number) => number;
}

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, each ±25 % so that a server restart is not met by every tab at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The event id of `ready` and `reset` (`{ last_event_id }`): a whole number, 0 or more. */
function lastEventIdOf(data: unknown): number | undefined {
  const id = typeof data === 'object' && data !== null && 'last_event_id' in data ? data.last_event_id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/** A change's id, read before the change itself can be (see `receive`). */
function changeIdOf(data: unknown): number | undefined {
  const id = typeof data === 'object' && data !== null && 'id' in data ? data.id : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

interface Waiting {
  kind: 'change' | 'presence';
  data: unknown;
}

function json(event: MessageEvent): unknown {
  try {
    return typeof event.data === 'string' ? (JSON.parse(event.data) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One change feed (GET /api/events) that keeps following: a lost connection is opened again after a back-off,
 * resuming after the last event received (`?since=`; the id of `ready` counts too, so a drop before the first
 * change loses nothing). The client reconnects itself rather than leaving it to EventSource, which sends
 * Last-Event-ID only once an event with an id arrived and gives up for good after an HTTP error.
 */
export class EventStreamClient {
  private source: EventSourceLike | null = null;
  private lastEventId: number | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private everReady = false;
  private running = false;
  private status: StreamStatus = 'connecting';
  /** Changes and presence received before the decoder was there, in order. */
  private waiting: Waiting[] = [];

  constructor(private readonly options: StreamClientOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
    this.waiting = [];
  }

  /** Hands over what waited for the decoder (call it once the decoder is there). */
  drain(): void {
    const decoder = this.options.decoder();
    if (!decoder || this.waiting.length === 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    const { callbacks } = this.options;
    for (const { kind, data } of waiting) {
      if (kind === 'change') {
        const event = decoder.change(data);
        if (!event) continue;
        this.lastEventId = Math.max(this.lastEventId ?? 0, event.id);
        callbacks.onChange(event);
      } else {
        const entries = decoder.presence(data);
        if (entries) callbacks.onPresence(entries);
      }
    }
  }

  private receive(kind: Waiting['kind'], data: unknown): void {
    this.waiting.push({ kind, data });
    this.drain();
    if (this.waiting.length === 0) return;
    // Not readable yet: a reconnection meanwhile must still resume after it, not replay it.
    const id = kind === 'change' ? changeIdOf(data) : undefined;
    if (id !== undefined) this.lastEventId = Math.max(this.lastEventId ?? 0, id);
    this.options.onWaiting?.(kind);
  }

  /** The network is back (the browser's `online`): try at once rather than at the next back-off. */
  retryNow(): void {
    if (!this.running || this.status === 'live') return;
    this.attempt = 0;
    clearTimeout(this.timer);
    this.connect();
  }

  /** The network is gone (`offline`): the stream is dead even when its socket has not noticed yet. */
  drop(): void {
    if (!this.running || !this.source) return;
    this.lose();
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.callbacks.onStatus(status);
  }

  private lose(): void {
    this.source?.close();
    this.source = null;
    this.setStatus('reconnecting');
    clearTimeout(this.timer);
    const delay = (this.options.backoff ?? backoffDelay)(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private connect(): void {
    this.source?.close();
    const source = this.options.open(this.options.url(this.lastEventId));
    this.source = source;
    const { callbacks } = this.options;
    // Events of a source closed since (a late callback) are not this stream's any more.
    const on = (type: string, handle: (data: unknown) => void) =>
      source.addEventListener(type, (event) => {
        if (this.source === source) handle(json(event));
      });

    on('ready', (data) => {
      const id = lastEventIdOf(data);
      if (id !== undefined) this.lastEventId = id;
      // The snapshot that follows is the whole of the presence: one still waiting is out of date.
      this.waiting = this.waiting.filter((w) => w.kind !== 'presence');
      this.attempt = 0;
      this.setStatus('live');
      callbacks.onReady(!this.everReady);
      this.everReady = true;
    });
    // An EventSource has no catch-all listener for named events: each type of the feed is listened to by name.
    for (const type of CHANGE_TYPES) {
      on(type, (data) => this.receive('change', data));
    }
    on('presence', (data) => this.receive('presence', data));
    on('reset', (data) => {
      const id = lastEventIdOf(data);
      if (id !== undefined) this.lastEventId = id;
      // Everything shown is read again: what waited is in it.
      this.waiting = [];
      callbacks.onReset();
    });
    // The server dropped a reader that fell behind: resume at once from the last event.
    on('overloaded', () => {
      this.attempt = 0;
      this.connect();
    });
    source.onerror = () => {
      if (this.source === source) this.lose();
    };
  }
}
