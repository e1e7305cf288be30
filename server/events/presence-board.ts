import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Presence } from '#contract/presence';
import type { Database, Db } from '../db/client.ts';
import { loggableError } from '../logger.ts';

export const PRESENCE_CHANNEL = 'inbox_presence';
/** A heartbeat keeps an agent present this long: a closed tab is gone within it. */
export const PRESENCE_TTL_MS = 20_000;
const SWEEP_MS = 2_000;

interface Announcement extends Presence {
  organization_id: number;
}

/**
 * Who is viewing or replying to which conversation, for every organization: ephemeral, never stored. Heartbeats
 * travel between server processes by NOTIFY (each process keeps the same board), and an entry not renewed within
 * PRESENCE_TTL_MS leaves by itself. Changes are handed to `onChange` (the hub, which tells the streams).
 */
export class PresenceBoard {
  private readonly byOrganization = new Map<number, Map<string, Presence>>();
  private started: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      logger: Logger;
      listen?: Database['listen'] | undefined;
      onChange: (organizationId: number, entries: Presence[]) => void;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  /** Listening starts with the first stream or heartbeat of the process. */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (this.opts.listen) {
        this.stopListening = await this.opts.listen(PRESENCE_CHANNEL, (payload) => this.receive(payload)).catch((err: unknown) => {
          this.opts.logger.warn({ err: loggableError(err) }, 'presence: LISTEN failed, this process only');
          return undefined;
        });
      }
      this.timer = setInterval(() => this.expire(), SWEEP_MS);
      this.timer.unref();
    })();
    return this.started;
  }

  /** An agent's heartbeat (viewing or replying) or their leaving, told to every process. */
  async announce(organizationId: number, entry: Omit<Presence, 'expires_at'>): Promise<Presence> {
    await this.start();
    const presence: Presence = { ...entry, expires_at: new Date(this.now() + (entry.state === 'left' ? 0 : PRESENCE_TTL_MS)).toISOString() };
    const announcement: Announcement = { ...presence, organization_id: organizationId };
    if (this.stopListening) await this.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(announcement)})`);
    else this.apply(announcement);
    return presence;
  }

  /** Who is present in the organization now. */
  snapshot(organizationId: number): Presence[] {
    const now = this.now();
    return [...(this.byOrganization.get(organizationId)?.values() ?? [])].filter((p) => Date.parse(p.expires_at) > now);
  }

  private receive(payload: string): void {
    try {
      this.apply(JSON.parse(payload) as Announcement);
    } catch (err) {
      this.opts.logger.warn({ err: loggableError(err) }, 'presence: unreadable notification');
    }
  }

  private apply({ organization_id: organizationId, ...presence }: Announcement): void {
    const key = `${presence.agent.id}:${presence.conversation_id}`;
    let entries = this.byOrganization.get(organizationId);
    if (presence.state === 'left') {
      if (!entries?.delete(key)) return;
      if (entries.size === 0) this.byOrganization.delete(organizationId);
    } else {
      if (!entries) this.byOrganization.set(organizationId, (entries = new Map()));
      const previous = entries.get(key);
      entries.set(key, presence);
      // A heartbeat that changes nothing but the expiry is not news.
      if (previous?.state === presence.state) return;
    }
    this.opts.onChange(organizationId, [presence]);
  }

  /** Entries whose heartbeats stopped (a closed tab, a lost connection) leave. */
  expire(): void {
    const now = this.now();
    for (const [organizationId, entries] of this.byOrganization) {
      const gone: Presence[] = [];
      for (const [key, presence] of entries) {
        if (Date.parse(presence.expires_at) <= now) {
          entries.delete(key);
          gone.push({ ...presence, state: 'left' });
        }
      }
      if (entries.size === 0) this.byOrganization.delete(organizationId);
      if (gone.length) this.opts.onChange(organizationId, gone);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
  }
}
