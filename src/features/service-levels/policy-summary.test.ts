import { describe, expect, it } from 'vitest';
import { describeConditions, describeTargets } from './policy-summary';

describe('describeTargets', () => {
  it('names each target the policy has, human-readable, in order', () => {
    expect(describeTargets({ first_response_minutes: 60, next_response_minutes: 30, resolution_minutes: 1560 })).toBe(
      'First response 1 h · Next response 30 min · Resolution 1 d 2 h',
    );
  });

  it('leaves out the targets it has not', () => {
    expect(describeTargets({ first_response_minutes: null, next_response_minutes: null, resolution_minutes: 2880 })).toBe('Resolution 2 d');
  });
});

describe('describeConditions', () => {
  const channels = [
    { id: 1, name: 'Support', email: 'support@example.com' },
    { id: 2, name: '', email: 'billing@example.com' },
  ];

  it('says "Any conversation" without conditions', () => {
    expect(describeConditions({}, channels)).toEqual(['Any conversation']);
  });

  it('names the channels (their address when they have no name) and the tags', () => {
    expect(describeConditions({ channel_ids: [1, 2], tags: ['vip', 'urgent'] }, channels)).toEqual([
      'Channels: Support, billing@example.com',
      'Tags: vip, urgent',
    ]);
  });

  it('shows a channel it does not know by its id', () => {
    expect(describeConditions({ channel_ids: [9] }, channels)).toEqual(['Channels: #9']);
  });
});
