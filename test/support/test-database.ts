import { openDatabase, type Database } from '../../server/db/client.ts';
import { pgliteImage } from './pglite-image.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default (a copy of the run's migrated
 * image), or a new database on the PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ image: pgliteImage() });
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, pool: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
