import { describe, expect, it } from 'vitest';
import { previewOf } from '../message-text.ts';
import { firstReplyOf, waitingSinceOf } from './derived-columns.ts';
import { mulberry32, pickWeightedIndex, randomUuid } from './random.ts';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
const inbound = (minute: number) => ({ direction: 'inbound' as const, createdAt: at(minute) });
const outbound = (minute: number) => ({ direction: 'outbound' as const, createdAt: at(minute) });

describe('firstReplyOf', () => {
  const sent = (minute: number, agentId: number) => ({ direction: 'outbound' as const, status: 'sent', agentId, createdAt: at(minute), sentAt: at(minute + 1) });
  const received = (minute: number) => ({ direction: 'inbound' as const, status: 'received', agentId: null, createdAt: at(minute), sentAt: null });

  it('is the first reply sent, its agent, and the wait since the customer wrote first', () => {
    expect(firstReplyOf([received(0), received(5), sent(10, 7), sent(20, 8)])).toEqual({ firstReplyAt: at(11), firstReplyAgentId: 7, firstResponseSeconds: 660 });
  });

  it('has no wait when an agent wrote first, and nothing without a reply', () => {
    expect(firstReplyOf([sent(0, 7), received(5)])).toEqual({ firstReplyAt: at(1), firstReplyAgentId: 7, firstResponseSeconds: null });
    expect(firstReplyOf([received(0)])).toEqual({ firstReplyAt: null, firstReplyAgentId: null, firstResponseSeconds: null });
  });
});

describe('waitingSinceOf', () => {
  it('starts the wait at the first customer message after the last agent reply', () => {
    expect(waitingSinceOf([inbound(1), outbound(2), inbound(3), inbound(4)], 'opened')).toEqual(at(3));
    expect(waitingSinceOf([inbound(1), inbound(2)], 'snoozed')).toEqual(at(1));
  });

  it('is null once an agent replied last, or when the conversation is closed or spam', () => {
    expect(waitingSinceOf([inbound(1), outbound(2)], 'opened')).toBeNull();
    expect(waitingSinceOf([inbound(1)], 'closed')).toBeNull();
    expect(waitingSinceOf([inbound(1)], 'spam')).toBeNull();
  });
});

describe('previewOf', () => {
  it('collapses whitespace and keeps 200 characters', () => {
    expect(previewOf('  Hi,\n\n  thanks\tfor   this  ')).toBe('Hi, thanks for this');
    expect(previewOf('word '.repeat(100))).toHaveLength(200);
  });
});

describe('random helpers', () => {
  it('repeat the same sequence for the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('draw version 4 UUIDs and weighted indexes', () => {
    const random = mulberry32(1);
    expect(randomUuid(random)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[pickWeightedIndex(random, [1, 0, 2])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]!).toBeGreaterThan(counts[0]! * 1.5);
  });
});
