// Resource limits of the inbound listener: one sender must not be able to exhaust memory or connections.

export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
export const MAX_RECIPIENTS = 100;
export const MAX_CLIENTS = 50;
export const MAX_CONNECTIONS_PER_ADDRESS = 10;
/** Bytes of messages being received at once; past it, new data is refused with a temporary error. */
export const RECEIVE_BUDGET_BYTES = 256 * 1024 * 1024;
/** Messages parsed and stored at once (parsing a 25 MB mail takes several times its size in memory). */
export const DELIVERY_CONCURRENCY = 2;

/** A counting semaphore: run(fn) waits for a free slot. */
export function createSemaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free--;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
