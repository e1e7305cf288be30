import { describe, expect, it } from 'vitest';
import { RAG_LIMITS } from './rag.ts';
import { authoredPart, customerQuestion, questionKey, questionOf, type ThreadMessage } from './customer-question.ts';

const inbound = (text: string, subject = 'Question'): ThreadMessage => ({ direction: 'inbound', status: 'received', text, subject });
const outbound = (text: string, status = 'sent'): ThreadMessage => ({ direction: 'outbound', status, text, subject: 'Re: Question' });

describe('authoredPart', () => {
  it('drops the quoted thread, quoted lines and the signature', () => {
    const text = ['How do I get a refund', 'for my last order?', '> an older line', '--', 'Jane, ACME'].join('\n');
    expect(authoredPart(text)).toBe('How do I get a refund for my last order?');
    expect(authoredPart('Still broken.\n\nOn Tue, 3 Jun 2025 at 10:02, Support <s@x.io> wrote:\n> Try again')).toBe('Still broken.');
    expect(authoredPart('Where is it?\r\n-----Original Message-----\r\nFrom: us')).toBe('Where is it?');
    // The quote headers of French and German clients, as a learnt answer's (one list: mail-conventions.ts).
    expect(authoredPart('Toujours en panne.\n\nLe mar. 3 juin 2025 à 10:02, Support <s@x.io> a écrit :\n> Essayez')).toBe('Toujours en panne.');
    expect(authoredPart('Geht nicht.\nAm 03.06.2025 um 10:02 schrieb Support <s@x.io>:\n> Bitte')).toBe('Geht nicht.');
  });

  it('leaves out a greeting on its own line, unless it is all there is', () => {
    expect(authoredPart('Hello,\n\nHow can I reset my password?')).toBe('How can I reset my password?');
    expect(authoredPart('Hi team!')).toBe('Hi team!');
    expect(authoredPart('Dear support team,\nMy invoice is wrong.')).toBe('My invoice is wrong.');
  });

  it('ends at a closing line with the name under it, unless the closing is all there is', () => {
    expect(authoredPart('Hi, how can I reset my password?\nThanks')).toBe('how can I reset my password?');
    expect(authoredPart('Hello,\n\nMy invoice is wrong.\n\nKind regards,\nMaria Keller\nACME GmbH')).toBe('My invoice is wrong.');
    expect(authoredPart('Where is my parcel?\nThanks in advance,\nJo')).toBe('Where is my parcel?');
    expect(authoredPart('Thanks!')).toBe('Thanks!');
    expect(authoredPart('Thanks, that fixed it!\nCheers')).toBe('Thanks, that fixed it!');
  });

  it('leaves out a greeting in front of the words on their line, and a closing sentence after the last, with its name', () => {
    expect(authoredPart('Good morning team, how do I invite my team? Thanks in advance, Maria')).toBe('how do I invite my team?');
    expect(authoredPart('Hello there! The export fails. Cheers, Jo Lee')).toBe('The export fails.');
    expect(authoredPart('Dear Sir or Madam, my invoice is wrong.')).toBe('my invoice is wrong.');
    expect(authoredPart('Is it down? thanks')).toBe('Is it down?');
    expect(authoredPart('Reconnecting worked, the sync is running again. Thanks!')).toBe('Reconnecting worked, the sync is running again.');
    for (const closing of ['Thanks in advance', 'Thanks a lot!', 'Thank you very much.', 'Best regards', 'Many thanks, Jo Lee', 'Have a great day, Maria', 'Take care!']) {
      expect(authoredPart(`How do I invite my team? ${closing}`), closing).toBe('How do I invite my team?');
    }
  });

  it('keeps a greeting word that starts a topic rather than addresses someone', () => {
    expect(authoredPart('Hello world app: how do I embed the widget?')).toBe('Hello world app: how do I embed the widget?');
    expect(authoredPart('Good morning messages: can I schedule them?')).toBe('Good morning messages: can I schedule them?');
    expect(authoredPart('Hey Siri shortcut: is it supported?')).toBe('Hey Siri shortcut: is it supported?');
    expect(authoredPart('Hello Jo! Where is my invoice?')).toBe('Where is my invoice?');
  });

  it('keeps a greeting or a closing that is all there is, or part of a sentence', () => {
    expect(authoredPart('Hi')).toBe('Hi');
    expect(authoredPart('Hey can you help')).toBe('Hey can you help'); // no pause after the greeting
    expect(authoredPart('How do I export? Thanks for your help')).toBe('How do I export? Thanks for your help'); // no name after it
    expect(authoredPart('Great, thanks')).toBe('Great, thanks'); // not a sentence of its own
  });
});

describe('questionOf', () => {
  it('puts the subject before the body while it says what is asked: the body alone may not name it', () => {
    const message = { subject: 'Duplicate charge on my Visa', text: 'Hello,\n\nThere are two payments of $209.50 on my Visa for this month.' };
    expect(questionOf(message, { answered: false })).toBe('Duplicate charge on my Visa. There are two payments of $209.50 on my Visa for this month.');
    expect(questionOf({ subject: 'Refund?', text: 'Order 42 arrived broken' }, { answered: false })).toBe('Refund? Order 42 arrived broken');
    // Forwarded: the forwarded mail is the question, its subject with it.
    expect(questionOf({ subject: 'Fwd: Invoice 2291', text: 'Can you check this?' }, { answered: false })).toBe('Invoice 2291. Can you check this?');
  });

  it('leaves the subject out once an agent answered, for a reply to an earlier mail, and when the body holds it', () => {
    const thanks = { subject: 'Blank page on Firefox', text: 'Thanks, that fixed it!' };
    expect(questionOf(thanks, { answered: true })).toBe('Thanks, that fixed it!');
    expect(questionOf({ ...thanks, subject: 'Re: Blank page on Firefox' }, { answered: false })).toBe('Thanks, that fixed it!');
    expect(questionOf({ ...thanks, subject: 'AW: Blank page on Firefox' }, { answered: false })).toBe('Thanks, that fixed it!');
    expect(questionOf({ subject: 'Thanks!', text: 'Thanks, that fixed it!' }, { answered: false })).toBe('Thanks, that fixed it!');
    const away = 'I am out of the office until Monday with limited access to email.';
    expect(questionOf({ subject: 'Automatic reply: Duplicate charge on my Visa', text: away }, { answered: false })).toBe(away);
    expect(questionOf({ subject: 'Out of Office: Invoice 42', text: away }, { answered: false })).toBe(away);
  });

  it('is the subject (without Re:) when the body holds nothing of their own', () => {
    expect(questionOf({ subject: 'Re: RE: Refund for order 42', text: '> quoted only' }, { answered: true })).toBe('Refund for order 42');
    expect(questionOf({ subject: '', text: '' }, { answered: false })).toBe('');
  });

  it('is never longer than the search takes, cut at a word', () => {
    const long = questionOf({ subject: 'Long one', text: 'word '.repeat(300) }, { answered: false });
    expect(long.length).toBeLessThanOrEqual(RAG_LIMITS.queryLength);
    expect(long.length).toBeGreaterThan(RAG_LIMITS.queryLength - 10);
    expect(long.startsWith('Long one. word')).toBe(true);
    expect(long.endsWith('word')).toBe(true);
  });
});

describe('customerQuestion', () => {
  it("takes the customer's latest message, not the agent's reply after it", () => {
    const messages = [inbound('First question'), outbound('Our answer'), inbound('Can I pay by invoice?', 'Re: Question')];
    expect(customerQuestion(messages)).toBe('Can I pay by invoice?');
  });

  it('keeps the subject for a customer writing twice before any answer, and when the only reply was cancelled or failed', () => {
    expect(customerQuestion([inbound('Hello?', 'Refund'), inbound('Anyone there?', 'Refund')])).toBe('Refund. Anyone there?');
    expect(customerQuestion([inbound('Order 42 broke', 'Refund'), outbound('x', 'cancelled'), outbound('y', 'failed'), inbound('Please help', 'Refund')])).toBe(
      'Refund. Please help',
    );
    expect(customerQuestion([inbound('Order 42 broke', 'Refund'), outbound('Looking', 'scheduled'), inbound('Please help', 'Refund')])).toBe('Please help');
  });

  it('is empty when the latest mail is machine-written (an out-of-office, a bounce), whatever it says', () => {
    const away = { ...inbound('I am out of the office until Monday. For refunds write to billing.', 'Automatic reply: Refund'), automated: 'Auto-Submitted: auto-replied' };
    expect(customerQuestion([inbound('Where is my refund?', 'Refund'), away])).toBe('');
    expect(customerQuestion([away, inbound('Where is my refund?', 'Refund')])).toBe('Where is my refund?');
  });

  it("takes a rule's auto-reply for no answer: the customer's next mail keeps its subject", () => {
    const autoReply = { ...outbound('We got your message'), automated: 'auto-replied' };
    expect(customerQuestion([inbound('Hello?', 'Refund'), autoReply, inbound('Anyone there?', 'Refund')])).toBe('Refund. Anyone there?');
  });

  it('is empty when the customer has not written', () => {
    expect(customerQuestion([outbound('We wrote first')])).toBe('');
    expect(customerQuestion([])).toBe('');
  });
});

describe('questionKey', () => {
  it('is the same for wordings that differ only in case, spaces and end punctuation', () => {
    expect(questionKey('  I was Charged   twice?! ')).toBe(questionKey('i was charged twice'));
    expect(questionKey('Refund.')).not.toBe(questionKey('Refunds'));
  });
});
