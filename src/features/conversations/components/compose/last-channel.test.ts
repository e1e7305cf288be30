import { describe, expect, it } from 'vitest';
import { createLastChannelStore, defaultChannelId, lastChannelKey } from './last-channel';

const channel = (id: number, name: string, active = true) => ({
  id,
  name,
  email: `${name.toLowerCase()}@acme.example`,
  active,
  signature: '',
  created: '2026-01-01T00:00:00.000Z',
});
const support = channel(4, 'Support');
const billing = channel(9, 'Billing');
const dana = { organizationId: 1, agentId: 7 };
const sam = { organizationId: 1, agentId: 8 };

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('defaultChannelId', () => {
  it('is the main address (the first channel) when nothing is remembered', () => {
    expect(defaultChannelId([support, billing], undefined)).toBe(4);
  });

  it('is the remembered channel while it exists, else the main address', () => {
    expect(defaultChannelId([support, billing], 9)).toBe(9);
    expect(defaultChannelId([support, billing], 12)).toBe(4);
    expect(defaultChannelId([], 9)).toBeUndefined();
  });

  it('never starts on a disabled channel: neither remembered nor as the main address', () => {
    const disabledSupport = { ...support, active: false };
    expect(defaultChannelId([disabledSupport, billing], undefined)).toBe(9);
    expect(defaultChannelId([support, { ...billing, active: false }], 9)).toBe(4);
    expect(defaultChannelId([disabledSupport], undefined)).toBeUndefined();
  });
});

describe('the last channel store', () => {
  it('remembers a channel per agent', () => {
    const storage = memoryStorage();
    const store = createLastChannelStore(storage);
    store.remember(dana, 9);
    expect(store.read(dana)).toBe(9);
    expect(store.read(sam)).toBeUndefined();
    expect(storage.items.get(lastChannelKey(dana))).toBe('9');
  });

  it('reads nothing from garbage, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.items.set(lastChannelKey(dana), 'billing');
    expect(createLastChannelStore(storage).read(dana)).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createLastChannelStore(refusing);
    expect(() => store.remember(dana, 9)).not.toThrow();
    expect(store.read(dana)).toBeUndefined();
    expect(createLastChannelStore(null).read(dana)).toBeUndefined();
  });
});
