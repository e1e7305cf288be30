import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '#contract/conversations';
import { authoredPart, customerQuestion } from './customer-question';

// Only the fields the rule reads.
const message = (direction: 'inbound' | 'outbound', text: string, subject = 'Question') =>
  ({ type: 'message', message: { direction, text, subject } }) as unknown as TimelineEntry;
const note = { type: 'note', note: { body: 'internal' } } as unknown as TimelineEntry;

describe('authoredPart', () => {
  it('drops the quoted thread, quoted lines and the signature', () => {
    const text = [
      'How do I get a refund',
      'for my last order?',
      '> an older line',
      '--',
      'Jane, ACME',
    ].join('\n');
    expect(authoredPart(text)).toBe('How do I get a refund for my last order?');
    expect(authoredPart('Still broken.\n\nOn Tue, 3 Jun 2025 at 10:02, Support <s@x.io> wrote:\n> Try again')).toBe('Still broken.');
    expect(authoredPart('Where is it?\r\n-----Original Message-----\r\nFrom: us')).toBe('Where is it?');
  });

  it('leaves out a greeting on its own line, unless it is all there is', () => {
    expect(authoredPart('Hello,\n\nHow can I reset my password?')).toBe('How can I reset my password?');
    expect(authoredPart('Hi team!')).toBe('Hi team!');
    expect(authoredPart('Dear support team,\nMy invoice is wrong.')).toBe('My invoice is wrong.');
    expect(authoredPart('Hi, how can I reset my password?\nThanks')).toBe('Hi, how can I reset my password? Thanks');
  });
});

describe('customerQuestion', () => {
  it("takes the customer's latest message, not the agent's reply or a note after it", () => {
    const entries = [message('inbound', 'First question'), message('outbound', 'Our answer'), message('inbound', 'Can I pay by invoice?'), note];
    expect(customerQuestion(entries)).toBe('Can I pay by invoice?');
  });

  it('falls back to the subject (without Re:) when the body holds nothing of their own', () => {
    expect(customerQuestion([message('inbound', '> quoted only', 'Re: RE: Refund for order 42')])).toBe('Refund for order 42');
  });

  it('is empty when the customer has not written, and never longer than the search takes', () => {
    expect(customerQuestion([message('outbound', 'We wrote first')])).toBe('');
    const long = customerQuestion([message('inbound', 'word '.repeat(300))]);
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long.endsWith('word')).toBe(true);
  });
});
