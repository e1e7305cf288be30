import type { Logger } from 'pino';
import type { ChangeEvent } from '#contract/events';
import type { Presence } from '#contract/presence';
import type { Database, Db } from '../db/client.ts';
import { CHANGES_CHANNEL } from '../domain/changes/emit.ts';
import { changesAfter, latestChangeId } from '../domain/changes/read.ts';
import { loggableError } from '../logger.ts';
import { PresenceBoard } from './presence-board.ts';

/** Something that wants an organization's new events as they are written: an event stream. */
export interface ChangeSink {
  deliver(events: ChangeEvent[]): void;
  /** Agents came, changed what they do (viewing, replying) or left: ephemeral, not in the feed. */
  presence?(entries: Presence[]): void;
  /** The hub is shutting down. */
  close(): void;
}

const PAGE = 500;

/**
 * The one reader of the change feed in a server process: woken by NOTIFY (from any process writing to the
 * database) and, in case a notification was missed, every `pollMs`, it reads each watched organization's new
 * events once and hands them to every stream of that organization. Organizations nobody watches cost nothing.
 */
export class ChangeHub {
  private readonly sinks = new Map<number, Set<ChangeSink>>();
  private readonly cursors = new Map<number, number>();
  private readonly pumping = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private started: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Who is viewing or replying to what, handed to the same streams. */
  readonly presence: PresenceBoard;

  constructor(
    private readonly db: Db,
    private readonly opts: { logger: Logger; listen?: Database['listen']; pollMs?: number; now?: () => number },
  ) {
    this.presence = new PresenceBoard(db, {
      logger: opts.logger,
      listen: opts.listen,
      ...(opts.now ? { now: opts.now } : {}),
      onChange: (organizationId, entries) => {
        for (const sink of this.sinks.get(organizationId) ?? []) sink.presence?.(entries);
      },
    });
  }

  /** Listening starts with the first stream, so processes and tests that never stream open no connection. */
  private start(): Promise<void> {
    this.started ??= (async () => {
      if (this.opts.listen) {
        this.stopListening = await this.opts.listen(CHANGES_CHANNEL, (payload) => this.wake(Number(payload))).catch((err: unknown) => {
          this.opts.logger.warn({ err: loggableError(err) }, 'change feed: LISTEN failed, polling only');
          return undefined;
        });
      }
      this.timer = setInterval(() => {
        for (const organizationId of this.sinks.keys()) this.wake(organizationId);
      }, this.opts.pollMs ?? (this.stopListening ? 2000 : 500));
      this.timer.unref();
    })();
    return this.started;
  }

  /** Starts handing the organization's events written from now on to `sink`; returns how to stop. */
  async subscribe(organizationId: number, sink: ChangeSink): Promise<() => void> {
    if (this.closed) throw new Error('the change hub is closed');
    await Promise.all([this.start(), this.presence.start()]);
    let sinks = this.sinks.get(organizationId);
    if (!sinks) {
      this.sinks.set(organizationId, (sinks = new Set()));
      this.cursors.set(organizationId, await latestChangeId(this.db, organizationId));
    }
    sinks.add(sink);
    return () => {
      sinks.delete(sink);
      if (sinks.size === 0 && this.sinks.get(organizationId) === sinks) {
        this.sinks.delete(organizationId);
        this.cursors.delete(organizationId);
      }
    };
  }

  /** New events may exist for the organization: read them (once, however many wake-ups come meanwhile). */
  wake(organizationId: number): void {
    if (!this.sinks.has(organizationId) || this.closed) return;
    if (this.pumping.has(organizationId)) {
      this.again.add(organizationId);
      return;
    }
    const run = this.pump(organizationId)
      .catch((err: unknown) => this.opts.logger.warn({ err: loggableError(err), organizationId }, 'change feed: read failed'))
      .finally(() => {
        this.pumping.delete(organizationId);
        if (this.again.delete(organizationId)) this.wake(organizationId);
      });
    this.pumping.set(organizationId, run);
  }

  private async pump(organizationId: number): Promise<void> {
    for (;;) {
      const cursor = this.cursors.get(organizationId);
      const sinks = this.sinks.get(organizationId);
      if (cursor === undefined || !sinks) return;
      const events = await changesAfter(this.db, organizationId, cursor, PAGE);
      if (events.length === 0) return;
      this.cursors.set(organizationId, events.at(-1)!.id);
      for (const sink of sinks) sink.deliver(events);
      if (events.length < PAGE) return;
    }
  }

  /** How many streams are open, by organization (for tests and logs). */
  get streamCount(): number {
    let n = 0;
    for (const sinks of this.sinks.values()) n += sinks.size;
    return n;
  }

  /** Ends every stream (their clients reconnect, to another process or after the restart) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const sinks of this.sinks.values()) for (const sink of sinks) sink.close();
    this.sinks.clear();
    await Promise.allSettled(this.pumping.values());
    await Promise.all([this.stopListening?.(), this.presence.close()]);
  }
}
