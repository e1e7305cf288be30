import { describe, expect, it } from 'vitest';
import { buildOpeningConversation, trustedFirst } from './opening-conversation.ts';
import { mulberry32 } from './random.ts';

describe('the opening conversation of a seeded inbox', () => {
  it('is one new mail of the customer, waiting since it came, greeted and signed', () => {
    const createdAt = new Date('2026-01-05T09:00:00Z');
    const draft = buildOpeningConversation(mulberry32(1), {
      opening: { subject: 'Duplicate charge on my Visa', body: 'Two payments this month.' },
      channel: { id: 3, email: 'support@acme.example', name: 'Support' },
      contact: { id: 7, name: 'Maria Keller', email: 'maria@mail.example', visitor: false },
      createdAt,
    });
    expect(draft).toMatchObject({ subject: 'Duplicate charge on my Visa', status: 'opened', assigneeId: null, waitingSince: createdAt, messageCount: 1, contactId: 7, channelId: 3 });
    expect(draft.messages).toHaveLength(1);
    expect(draft.messages[0]).toMatchObject({ direction: 'inbound', fromEmail: 'maria@mail.example', text: 'Hello,\n\nTwo payments this month.\n\nThanks,\nMaria' });
    expect(draft.messages[0]!.messageIdHeader).toMatch(/^<[0-9a-f-]+@mail\.example>$/);
  });

  it('is written by a customer with an address: a chat visitor drawn first changes places with the first customer', () => {
    const visitor = { name: 'Visitor 1234', email: null, sessionUuid: 'a' };
    const customer = { name: 'Jo Li', email: 'jo@x.example', sessionUuid: null };
    expect(trustedFirst([visitor, visitor, customer]).map((d) => d.name)).toEqual(['Jo Li', 'Visitor 1234', 'Visitor 1234']);
    expect(trustedFirst([customer, visitor])).toEqual([customer, visitor]);
    expect(trustedFirst([visitor])).toEqual([visitor]);
  });
});
