/** A server-sent event as a client receives it. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  /** The next event (of this type, when given), skipping others; fails after `timeoutMs`. */
  next(type?: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Every event received so far, in order. */
  received: ReceivedEvent[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** Reads a text/event-stream response body (in-process or over HTTP) and parses its events. */
export function readEvents(response: Response): SseClient {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const received: ReceivedEvent[] = [];
  let buffer = '';
  let done = false;
  let consumed = 0;
  const waiters: (() => void)[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue; // a comment (heartbeat)
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
          }
          if (data.length === 0 && event.id === undefined && event.event === 'message') continue;
          event.data = data.join('\n');
          received.push(event);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      waiters.splice(0).forEach((w) => w());
    }
  })();
  void pump;
  return {
    received,
    ended: () => done,
    async next(type, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (consumed < received.length) {
          const event = received[consumed++]!;
          if (!type || event.event === type) return event;
        }
        if (done) throw new Error(`the stream ended before a ${type ?? 'new'} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type ?? 'new'} event within ${timeoutMs} ms; got ${received.map((e) => e.event).join(', ')}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => void reader.cancel().catch(() => {}),
  };
}
