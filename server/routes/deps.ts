import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** What route handlers need from the process; tests pass their own (a test database, a fixed clock). */
export interface ApiDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Take client addresses from X-Forwarded-For (set only behind a proxy that writes it). */
  trustProxy?: boolean;
}
