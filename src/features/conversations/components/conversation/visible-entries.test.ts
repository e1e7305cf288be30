import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '#contract/conversations';
import { visibleEntries } from './visible-entries';

// Only the fields the rule reads; the rest of each entry does not matter here.
const message = (id: number, direction: 'inbound' | 'outbound', status: string) =>
  ({ type: 'message', message: { id, direction, status } }) as unknown as TimelineEntry;
const event = (id: number, type: string) => ({ type: 'event', event: { id, type } }) as unknown as TimelineEntry;
const note = (id: number) => ({ type: 'note', note: { id } }) as unknown as TimelineEntry;

describe('visibleEntries', () => {
  it('leaves out a reply cancelled by Undo send, keeping its one-line event', () => {
    const entries = [message(1, 'inbound', 'received'), message(2, 'outbound', 'cancelled'), event(3, 'message_cancelled'), note(4)];
    expect(visibleEntries(entries)).toEqual([entries[0], entries[2], entries[3]]);
  });

  it('keeps outbound messages in every other state, and leaves out the events a message already shows', () => {
    const entries = [
      message(1, 'outbound', 'scheduled'),
      message(2, 'outbound', 'sent'),
      message(3, 'outbound', 'failed'),
      event(4, 'message_scheduled'),
      event(5, 'message_sent'),
      event(6, 'assigned'),
    ];
    expect(visibleEntries(entries)).toEqual([entries[0], entries[1], entries[2], entries[5]]);
  });
});
