import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '#contract/events';
import type { Presence } from '#contract/presence';
import { backoffDelay, EventStreamClient, type EventSourceLike, type StreamDecoder, type StreamStatus } from './event-stream-client';
import { streamDecoder } from './stream-decoder';

class FakeSource implements EventSourceLike {
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const change = (id: number, type = 'conversation.updated'): ChangeEvent => ({
  id,
  type,
  created: '2026-05-01T10:00:00.000Z',
  actor: { type: 'agent', agent_id: 1, api_key_id: null },
  conversation_id: 7,
});

function setup({ decoderLoaded = true } = {}) {
  let currentDecoder: StreamDecoder | undefined = decoderLoaded ? streamDecoder : undefined;
  const waited: string[] = [];
  const sources: FakeSource[] = [];
  const changes: ChangeEvent[] = [];
  const presence: Presence[][] = [];
  const statuses: StreamStatus[] = [];
  const ready: boolean[] = [];
  let resets = 0;
  const client = new EventStreamClient({
    url: (since) => (since === undefined ? '/api/events' : `/api/events?since=${since}`),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    backoff: (attempt) => 1000 * 2 ** attempt,
    decoder: () => currentDecoder,
    onWaiting: (kind) => waited.push(kind),
    callbacks: {
      onReady: (first) => ready.push(first),
      onChange: (event) => changes.push(event),
      onPresence: (entries) => presence.push(entries),
      onReset: () => (resets += 1),
      onStatus: (status) => statuses.push(status),
    },
  });
  const last = () => sources.at(-1)!;
  const loadDecoder = () => {
    currentDecoder = streamDecoder;
    client.drain();
  };
  return { client, sources, last, changes, presence, statuses, ready, resets: () => resets, waited, loadDecoder };
}

describe('EventStreamClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects from now, goes live on ready, and hands over the changes it can read', () => {
    const s = setup();
    s.client.start();
    expect(s.sources.map((x) => x.url)).toEqual(['/api/events']);
    s.last().emit('ready', { last_event_id: 40 });
    expect(s.statuses).toEqual(['live']);
    expect(s.ready).toEqual([true]);
    s.last().emit('conversation.updated', change(41));
    s.last().emit('message.received', { nonsense: true });
    expect(s.changes.map((e) => e.id)).toEqual([41]);
  });

  it('after a lost connection says it is reconnecting, waits the back-off, and resumes after the last event', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 40 });
    s.last().emit('note.added', change(43, 'note.added'));
    s.last().fail();
    expect(s.sources[0]!.closed).toBe(true);
    expect(s.statuses).toEqual(['live', 'reconnecting']);
    vi.advanceTimersByTime(999);
    expect(s.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(s.last().url).toBe('/api/events?since=43');
    s.last().emit('ready', { last_event_id: 43 });
    expect(s.statuses).toEqual(['live', 'reconnecting', 'live']);
    expect(s.ready).toEqual([true, false]);
  });

  it('resumes from the id of ready when the connection drops before any change', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 12 });
    s.last().fail();
    vi.advanceTimersByTime(1000);
    expect(s.last().url).toBe('/api/events?since=12');
  });

  it('waits longer after each failed attempt, and starts over once connected', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 5 });
    s.last().fail();
    vi.advanceTimersByTime(1000);
    s.last().fail();
    vi.advanceTimersByTime(1999);
    expect(s.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(s.sources).toHaveLength(3);
    s.last().emit('ready', { last_event_id: 5 });
    s.last().fail();
    vi.advanceTimersByTime(1000);
    expect(s.sources).toHaveLength(4);
  });

  it('reconnects at once when the server dropped it as too slow, from the last event', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 1 });
    s.last().emit('conversation.created', change(9, 'conversation.created'));
    s.last().emit('overloaded', { last_event_id: 9 });
    expect(s.sources).toHaveLength(2);
    expect(s.sources[0]!.closed).toBe(true);
    expect(s.last().url).toBe('/api/events?since=9');
  });

  it('asks for everything to be read again on reset, and follows from the id it gives', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 3 });
    s.last().emit('reset', { reason: 'gone', last_event_id: 900 });
    expect(s.resets()).toBe(1);
    s.last().fail();
    vi.advanceTimersByTime(1000);
    expect(s.last().url).toBe('/api/events?since=900');
  });

  it('hands over presence entries', () => {
    const s = setup();
    s.client.start();
    const entry: Presence = { agent: { id: 2, name: 'Kenji' }, conversation_id: 7, state: 'viewing', expires_at: '2026-05-01T10:00:20.000Z' };
    s.last().emit('presence', { presence: [entry] });
    expect(s.presence).toEqual([[entry]]);
  });

  it('ignores what a source it has closed still sends', () => {
    const s = setup();
    s.client.start();
    const first = s.last();
    first.emit('ready', { last_event_id: 1 });
    first.fail();
    first.emit('conversation.updated', change(2));
    first.fail();
    expect(s.changes).toEqual([]);
    expect(s.statuses).toEqual(['live', 'reconnecting']);
  });

  it('keeps changes and presence until the decoder is there, then hands them over in order', () => {
    const s = setup({ decoderLoaded: false });
    s.client.start();
    s.last().emit('ready', { last_event_id: 40 });
    expect(s.statuses).toEqual(['live']);
    const entry: Presence = { agent: { id: 2, name: 'Kenji' }, conversation_id: 7, state: 'viewing', expires_at: '2026-05-01T10:00:20.000Z' };
    s.last().emit('presence', { presence: [entry] });
    s.last().emit('conversation.updated', change(41));
    s.last().emit('message.received', { nonsense: true });
    s.last().emit('note.added', change(42, 'note.added'));
    expect(s.changes).toEqual([]);
    expect(s.waited).toEqual(['presence', 'change', 'change', 'change']);
    s.loadDecoder();
    expect(s.changes.map((e) => e.id)).toEqual([41, 42]);
    expect(s.presence).toEqual([[entry]]);
  });

  it('resumes after a change it could not read yet', () => {
    const s = setup({ decoderLoaded: false });
    s.client.start();
    s.last().emit('ready', { last_event_id: 40 });
    s.last().emit('conversation.updated', change(41));
    s.last().fail();
    vi.advanceTimersByTime(1000);
    expect(s.last().url).toBe('/api/events?since=41');
    s.last().emit('ready', { last_event_id: 45 });
    s.loadDecoder();
    expect(s.changes.map((e) => e.id)).toEqual([41]);
  });

  it('drops presence that waited once a new snapshot is announced, and everything that waited on reset', () => {
    const s = setup({ decoderLoaded: false });
    s.client.start();
    s.last().emit('ready', { last_event_id: 1 });
    s.last().emit('presence', { presence: [] });
    s.last().emit('conversation.updated', change(2));
    s.last().emit('overloaded', { last_event_id: 2 });
    s.last().emit('ready', { last_event_id: 2 });
    s.loadDecoder();
    expect(s.presence).toEqual([]);
    expect(s.changes.map((e) => e.id)).toEqual([2]);

    const t = setup({ decoderLoaded: false });
    t.client.start();
    t.last().emit('ready', { last_event_id: 1 });
    t.last().emit('conversation.updated', change(2));
    t.last().emit('reset', { reason: 'gone', last_event_id: 900 });
    t.loadDecoder();
    expect(t.changes).toEqual([]);
    expect(t.resets()).toBe(1);
  });

  it('tries again at once when the network is back, and goes quiet when stopped', () => {
    const s = setup();
    s.client.start();
    s.last().emit('ready', { last_event_id: 1 });
    s.client.drop();
    expect(s.statuses.at(-1)).toBe('reconnecting');
    s.client.retryNow();
    expect(s.sources).toHaveLength(2);
    s.client.stop();
    expect(s.last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(s.sources).toHaveLength(2);
  });
});

describe('backoffDelay', () => {
  it('doubles from one second up to thirty, within a quarter either way', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, () => 0.5)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 0.999999)).toBe(1250);
  });
});
