import { z } from 'zod';
import { ChangeEventSchema, type ChangeEvent } from '../../../contract/events';
import { PresenceListSchema, type Presence } from '../../../contract/presence';
import { LIVE_EVENT_TYPES } from './event-types';

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

export interface StreamClientOptions {
  /** The stream's address, resuming after `since` when known. */
  url: (since: number | undefined) => string;
  open: (url: string) => EventSourceLike;
  callbacks: StreamCallbacks;
  /** Milliseconds before the reconnection attempt number `attempt` (0 for the first). */
  backoff?: (attempt: number) => number;
}

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, each ±25 % so that a server restart is not met by every tab at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + random() * 0.5));
}

const ReadySchema = z.object({ last_event_id: z.number().int().nonnegative() });

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
      const ready = ReadySchema.safeParse(data);
      if (ready.success) this.lastEventId = ready.data.last_event_id;
      this.attempt = 0;
      this.setStatus('live');
      callbacks.onReady(!this.everReady);
      this.everReady = true;
    });
    for (const type of LIVE_EVENT_TYPES) {
      on(type, (data) => {
        const parsed = ChangeEventSchema.safeParse(data);
        if (!parsed.success) return;
        this.lastEventId = Math.max(this.lastEventId ?? 0, parsed.data.id);
        callbacks.onChange(parsed.data);
      });
    }
    on('presence', (data) => {
      const parsed = PresenceListSchema.safeParse(data);
      if (parsed.success) callbacks.onPresence(parsed.data.presence);
    });
    on('reset', (data) => {
      const ready = ReadySchema.safeParse(data);
      if (ready.success) this.lastEventId = ready.data.last_event_id;
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
