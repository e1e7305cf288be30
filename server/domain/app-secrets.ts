import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { randomToken } from './secrets.ts';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A secret of the installation, created on first use and stored in the database, so every process of the
 * installation (and every restart) uses the same one.
 */
export function appSecret(db: Db, name: string): Promise<string> {
  let forDb = cache.get(db);
  if (!forDb) cache.set(db, (forDb = new Map()));
  let secret = forDb.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(appSecrets).values({ name, value: randomToken(32) }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    })();
    secret.catch(() => forDb.delete(name)); // a failed read is retried next time
    forDb.set(name, secret);
  }
  return secret;
}
