import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.ts';

describe('the per-caller concurrency gate', () => {
  it('lets each caller run at most N at once, and frees a slot once (a second release changes nothing)', () => {
    const gate = new ConcurrencyGate(2);
    const a1 = gate.tryEnter('a');
    const a2 = gate.tryEnter('a');
    expect(a1).toBeDefined();
    expect(a2).toBeDefined();
    expect(gate.tryEnter('a')).toBeUndefined();
    expect(gate.tryEnter('b')).toBeDefined();
    a1!();
    a1!();
    expect(gate.tryEnter('a')).toBeDefined();
    expect(gate.tryEnter('a')).toBeUndefined();
  });
});
