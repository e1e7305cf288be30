import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { ChangeHub } from '../events/change-hub.ts';

/** What route handlers need from the process; tests pass their own (a test database, a fixed clock). */
export interface ApiDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Take client addresses from X-Forwarded-For (set only behind a proxy that writes it). */
  trustProxy?: boolean;
  /** DNS servers for the knowledge-site check (DNS_SERVERS); the system's when absent. */
  dnsServers?: string[] | undefined;
  /** Where knowledge-site domains must point (KNOWLEDGE_CNAME_TARGET). */
  knowledgeCnameTarget: string;
  /** The process's reader of the change feed, which event streams subscribe to. */
  hub: ChangeHub;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may call private and loopback addresses. */
  webhookAllowPrivate: boolean;
  /** RATE_LIMIT_PER_MINUTE; 0: no limit. */
  rateLimitPerMinute?: number;
  /** PUBLIC_URL, without a trailing slash; absent: links are made from the origin a request came to. */
  publicUrl?: string | undefined;
  /** The inbound SMTP listener, as the channels page tells admins to route mail to it. */
  inboundSmtp: InboundSmtp;
}

export interface InboundSmtp {
  /** PUBLIC_URL's host name; null without one (the dashboard then names the host it is reached at). */
  host: string | null;
  /** SMTP_PORT; null when the listener is off (0). */
  port: number | null;
}
