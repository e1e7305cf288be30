import { lazyModule, type LazyModule } from './lazy-module';

// The contract's schemas come with zod (a large library) and are loaded on demand, so that a cold visit of the inbox
// downloads neither (src/lib/zod-config.ts still sets zod up first, from main.tsx). A fetcher names its schema
// lazily: `lazySchema(() => import('contract/x').then((m) => m.XSchema))`, and api-client.ts parses with it.

/** Anything with a zod-like `parse` and `safeParse` (a contract schema). */
export interface SchemaLike<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface LazySchema<T> {
  readonly module: LazyModule<SchemaLike<T>>;
}

export function lazySchema<T>(importer: () => Promise<SchemaLike<T>>): LazySchema<T> {
  return { module: lazyModule(importer) };
}

export function isLazySchema(value: unknown): value is LazySchema<unknown> {
  return typeof value === 'object' && value !== null && 'module' in value;
}

/* ---------- answers checked later ---------- */

export interface LateCheckFailure {
  path: string;
  message: string;
}

interface PendingCheck {
  schema: LazySchema<unknown>;
  data: unknown;
  path: string;
}

let pending: PendingCheck[] = [];
let onFailure: (failure: LateCheckFailure) => void = () => undefined;
/** Past the first screen (runLateChecks ran once): an answer still waiting for its schema is checked at once. */
let checking = false;

/**
 * What happens when an answer used before its schema was loaded turns out not to match it (the app shell reports it
 * and reads everything again, so that it fails where it shows, as it would have at once).
 */
export function setLateCheckFailureHandler(handler: (failure: LateCheckFailure) => void): void {
  onFailure = handler;
}

/** An answer used as the server sent it, to be checked against `schema` once that is loaded. */
export function checkLater(schema: LazySchema<unknown>, data: unknown, path: string): void {
  pending.push({ schema, data, path });
  if (checking) void runLateChecks();
}

/** Loads the schemas of the answers waiting for their check (when the browser is idle) and checks them. */
export async function runLateChecks(): Promise<void> {
  checking = true;
  const checks = pending;
  pending = [];
  await Promise.all(
    checks.map(async ({ schema, data, path }) => {
      let parser: SchemaLike<unknown>;
      try {
        parser = await schema.module.load();
      } catch {
        // Offline: try again the next time.
        pending.push({ schema, data, path });
        return;
      }
      const result = parser.safeParse(data);
      if (!result.success) onFailure({ path, message: result.error.message });
    }),
  );
}
