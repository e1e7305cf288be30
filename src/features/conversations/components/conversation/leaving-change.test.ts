import { describe, expect, it } from 'vitest';
import { leavingChange } from './leaving-change';

describe('leavingChange', () => {
  it('hands close, spam and snooze to the list', () => {
    expect(leavingChange({ status: 'CLOSED' })).toEqual({ kind: 'status', status: 'CLOSED' });
    expect(leavingChange({ status: 'SPAM' })).toEqual({ kind: 'status', status: 'SPAM' });
    expect(leavingChange({ status: 'SNOOZED', snooze_until: 'tomorrow' })).toEqual({ kind: 'snooze', until: 'tomorrow' });
  });

  it('keeps reopening, assigning and tagging in the header', () => {
    expect(leavingChange({ status: 'OPENED' })).toBeNull();
    expect(leavingChange({ assignee: null })).toBeNull();
    expect(leavingChange({ tag: 'vip' })).toBeNull();
    expect(leavingChange({ status: 'CLOSED', tag: 'done' })).toBeNull();
  });
});
