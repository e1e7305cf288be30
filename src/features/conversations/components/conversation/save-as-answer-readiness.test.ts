import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '#contract/conversations';
import { notSavableYet } from './save-as-answer-readiness';

// Only the fields the rule reads.
const message = (direction: 'inbound' | 'outbound', status: string, automated: string | null = null) =>
  ({ type: 'message', message: { direction, status, automated } }) as unknown as TimelineEntry;
const note = { type: 'note', note: {} } as unknown as TimelineEntry;

describe('notSavableYet', () => {
  it('is null once the customer wrote and an agent reply was sent', () => {
    expect(notSavableYet([message('inbound', 'received'), note, message('outbound', 'sent')])).toBeNull();
  });

  it('says a reply must be sent first while none reached the customer: scheduled, cancelled, failed or a rule’s auto-reply', () => {
    for (const reply of [message('outbound', 'scheduled'), message('outbound', 'cancelled'), message('outbound', 'failed'), message('outbound', 'sent', 'auto-replied')]) {
      expect(notSavableYet([message('inbound', 'received'), reply])).toMatch(/^Send a reply first/);
    }
  });

  it('says there is no question where the customer never wrote', () => {
    expect(notSavableYet([message('outbound', 'sent'), note])).toMatch(/^The customer has not written here/);
  });
});
