import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** What route handlers need from the process; tests pass their own (a test database, a fixed clock). */
export interface ApiDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
}
