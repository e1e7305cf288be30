import { describe, expect, it } from 'vitest';
import { progressSentence } from './matching-notice';
import { toMatchingBody } from './use-matching-change';

describe('a change over every match of a view', () => {
  it('sends the view\'s search with the change instead of ids', () => {
    expect(toMatchingBody('tag:vip refund', { kind: 'status', status: 'CLOSED' })).toEqual({ search: 'tag:vip refund', status: 'CLOSED' });
    expect(toMatchingBody('', { kind: 'snooze', until: 'tomorrow' })).toEqual({ search: '', status: 'SNOOZED', snooze_until: 'tomorrow' });
    expect(toMatchingBody('x', { kind: 'assign', agent: null })).toEqual({ search: 'x', agent_id: null });
    expect(toMatchingBody('x', { kind: 'status', status: 'SPAM', block: true })).toEqual({ search: 'x', status: 'SPAM', block: true });
  });

  it('says what runs while it runs', () => {
    expect(progressSentence({ kind: 'status', status: 'CLOSED' }, 1240)).toBe('Closing 1,240 conversations');
    expect(progressSentence({ kind: 'tag', tag: 'vip' }, 1)).toBe('Tagging 1 conversation “vip”');
    expect(progressSentence({ kind: 'assign', agent: { id: 1, name: 'Kenji', email: 'k@x.example' } }, 2)).toBe('Assigning 2 conversations to Kenji');
  });
});
