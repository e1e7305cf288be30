// At most N requests of one caller at once in this process, for the operations that hold a database
// connection or the CPU for long (exports, a bulk change over a whole search): one caller cannot take every
// connection of the pool. Past it, 429 with Retry-After (the caller waits for its own earlier request).

export class ConcurrencyGate {
  private readonly running = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A release function when `key` has a free slot, undefined when it has `max` running already. */
  tryEnter(key: string): (() => void) | undefined {
    const count = this.running.get(key) ?? 0;
    if (count >= this.max) return undefined;
    this.running.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left <= 0) this.running.delete(key);
      else this.running.set(key, left);
    };
  }
}
