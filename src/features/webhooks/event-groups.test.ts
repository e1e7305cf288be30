import { describe, expect, it } from 'vitest';
import { CHANGE_TYPES } from '#contract/change-types';
import { describeEvents, EVENT_GROUPS, toggleEvent } from './event-groups';

describe('the event groups', () => {
  it('hold every type of the change feed once, under its prefix', () => {
    expect(EVENT_GROUPS.flatMap((g) => g.types).sort()).toEqual([...CHANGE_TYPES].sort());
    expect(EVENT_GROUPS.find((g) => g.prefix === 'conversation.')?.types).toEqual([
      'conversation.created',
      'conversation.updated',
      'conversation.deleted',
      'conversation.sla_breached',
    ]);
  });

  it('name every group in words, the rules too', () => {
    for (const group of EVENT_GROUPS) expect(group.label, group.prefix).not.toBe(group.prefix.slice(0, -1));
    expect(EVENT_GROUPS.find((g) => g.prefix === 'rule.')).toMatchObject({
      label: 'Rules',
      all: 'All rule events',
      types: expect.arrayContaining(['rule.created', 'rule.updated', 'rule.deleted']),
    });
  });

  it('replace a group’s single types with its prefix, and switch entries off', () => {
    expect(toggleEvent(['conversation.created', 'note.added'], 'conversation.', true)).toEqual(['note.added', 'conversation.']);
    expect(toggleEvent(['note.added'], 'message.sent', true)).toEqual(['note.added', 'message.sent']);
    expect(toggleEvent(['note.added', 'message.sent'], 'note.added', false)).toEqual(['message.sent']);
  });

  it('say what a webhook receives', () => {
    expect(describeEvents([])).toEqual(['Every event']);
    expect(describeEvents(['conversation.', 'note.added'])).toEqual(['All conversation events', 'note.added']);
  });
});
