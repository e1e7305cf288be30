/**
 * Lets timers and sockets run before going on. The embedded database answers through microtasks, so a chain of
 * statements (or a large body decoded, then parsed) would otherwise hold the event loop from start to end.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
