// Resource limits of the inbound listener: one sender must not be able to exhaust memory or connections.

export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
export const MAX_RECIPIENTS = 100;
export const MAX_CLIENTS = 50;
export const MAX_CONNECTIONS_PER_ADDRESS = 10;
/** The last slots, kept for addresses with no connection yet: a few addresses can never fill the listener. */
export const SLOTS_FOR_NEW_ADDRESSES = Math.ceil(MAX_CLIENTS * 0.2);
/** An SMTP session that sends nothing for this long is closed (a held connection costs a slot). */
export const IDLE_TIMEOUT_MS = 30_000;
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

export const TOO_MANY_FROM_ADDRESS = '4.7.0 Too many connections from your address, try later';
export const TOO_MANY_CLIENTS = '4.7.0 Too many connected clients, try again in a moment';

/**
 * The connections the listener holds, by session and by remote address. `admit` counts a session in or answers
 * why not (the text of a 421); only admitted sessions are counted, so `release` of a refused one frees nothing.
 */
export function createConnectionCounter(limits = { maxClients: MAX_CLIENTS, perAddress: MAX_CONNECTIONS_PER_ADDRESS, forNewAddresses: SLOTS_FOR_NEW_ADDRESSES }) {
  const addressOf = new Map<string, string>(); // session id -> remote address
  const perAddress = new Map<string, number>();
  return {
    admit(sessionId: string, address: string): string | undefined {
      const total = addressOf.size;
      const held = perAddress.get(address) ?? 0;
      if (total >= limits.maxClients) return TOO_MANY_CLIENTS;
      if (held >= limits.perAddress) return TOO_MANY_FROM_ADDRESS;
      // An address already connected may not take the last slots: they stay open to everyone else.
      if (held > 0 && total >= limits.maxClients - limits.forNewAddresses) return TOO_MANY_FROM_ADDRESS;
      addressOf.set(sessionId, address);
      perAddress.set(address, held + 1);
      return undefined;
    },
    release(sessionId: string): void {
      const address = addressOf.get(sessionId);
      if (address === undefined) return;
      addressOf.delete(sessionId);
      const held = (perAddress.get(address) ?? 1) - 1;
      if (held <= 0) perAddress.delete(address);
      else perAddress.set(address, held);
    },
    get total() {
      return addressOf.size;
    },
  };
}
