import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { ConversationEvent, Message, Note, Timeline, TimelineEntry } from '#contract/conversations';
import { exportFileName, renderConversationPdf } from './conversation-pdf.ts';
import { HTML_TEXT_SOURCE_MAX } from '../message-text.ts';
import { bodyForPdf, capText, humanSize, messageText, timeFormatter, toWinAnsi } from './pdf-text.ts';

const dana = { id: 1, name: 'Dana Demo', email: 'dana@acme.test' };
const kenji = { id: 2, name: 'Kenji Sato', email: 'kenji@acme.test' };
const customer = { name: 'Maria Lopez', email: 'maria.lopez@example.com' };
const support = { name: 'Acme Support', email: 'support@acme.test' };
const channel = { name: 'Acme Support', email: 'support@acme.test' };
const START = Date.parse('2026-11-20T08:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

let nextId = 1;

function message(minutes: number, overrides: Partial<Message> = {}): TimelineEntry {
  const inbound = overrides.direction !== 'outbound';
  return {
    type: 'message',
    message: {
      id: nextId++,
      conversation_id: 42,
      direction: 'inbound',
      status: inbound ? 'received' : 'sent',
      from: inbound ? customer : { name: 'Dana Demo', email: support.email },
      to: [inbound ? support : customer],
      cc: [],
      bcc: [],
      subject: 'Refund for order #1234',
      html: null,
      text: '',
      agent: inbound ? null : dana,
      attachments: [],
      generated_id: null,
      send_at: null,
      sent_at: inbound ? null : at(minutes),
      failure_reason: null,
      automated: null,
      created: at(minutes),
      ...overrides,
    },
  };
}

function note(minutes: number, body: string): TimelineEntry {
  const value: Note = { id: nextId++, conversation_id: 42, body, agent: kenji, created: at(minutes) };
  return { type: 'note', note: value };
}

function event(minutes: number, type: string, data: Record<string, unknown>, actor: ConversationEvent['actor'] = agentActor(dana)): TimelineEntry {
  return { type: 'event', event: { id: nextId++, conversation_id: 42, type, actor, data, created: at(minutes) } };
}

function agentActor(agent: typeof dana): ConversationEvent['actor'] {
  return { type: 'agent', agent, api_key_id: null };
}
const system: ConversationEvent['actor'] = { type: 'system', agent: null, api_key_id: null };

function timeline(entries: TimelineEntry[], subject = 'Refund for order #1234'): Timeline {
  return {
    conversation: {
      id: 42,
      subject,
      status: 'closed',
      assignee: kenji,
      tags: ['billing', 'refund'],
      contact: { id: 7, name: customer.name, email: customer.email },
      channel_id: 3,
      snooze_until: null,
      created: at(0),
      updated: at(500),
      last_message_at: at(400),
      waiting_since: null,
      preview: '',
      message_count: entries.filter((e) => e.type === 'message').length,
      sla: null,
    },
    entries,
  };
}

function render(t: Timeline, maxEntries?: number): Promise<Buffer> {
  return renderConversationPdf({
    timeline: t,
    channel,
    organizationName: 'Acme Inc.',
    timeZone: 'Europe/Paris',
    generatedAt: new Date('2026-11-21T09:30:00.000Z'),
    maxEntries,
  });
}

async function parse(pdf: Buffer): Promise<{ text: string; pages: number; title: unknown; author: unknown }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    const meta = (info.info ?? {}) as Record<string, unknown>;
    // Wrapped lines are joined back with spaces so phrases can be matched.
    return { text: text.text.replace(/\s+/g, ' '), pages: text.total, title: meta.Title, author: meta.Author };
  } finally {
    await parser.destroy();
  }
}

const rich = timeline([
  message(0, { text: 'Hello, I was charged twice for order #1234. Could you refund the second payment?' }),
  event(5, 'assigned', { agent_id: kenji.id }),
  event(6, 'tagged', { tag: 'billing' }),
  note(10, 'Checked Stripe: duplicate charge confirmed, refund pending approval.'),
  message(30, {
    direction: 'outbound',
    agent: kenji,
    from: { name: 'Kenji Sato', email: support.email },
    cc: [{ name: 'Finance', email: 'finance@acme.test' }],
    html: '<p>Hi Maria,</p><p>We have <strong>refunded the duplicate charge</strong>.</p><img src="x.png">',
    text: '',
    attachments: [{ id: 9, name: 'refund-receipt.pdf', type: 'application/pdf', size: 123_456, url: '/api/attachments/9' }],
  }),
  message(40, { text: 'Thanks so much! \u{1F64F}\u{1F3FD} \u{1F468}\u200D\u{1F469}\u200D\u{1F467} \u6771\u4EAC r\u00e9sum\u00e9 Gda\u0144sk \u0151' }),
  message(45, {
    direction: 'outbound',
    status: 'failed',
    failure_reason: 'mailbox unavailable',
    text: 'Follow-up that bounced.',
  }),
  message(50, { direction: 'outbound', status: 'scheduled', send_at: at(60 * 24), text: 'Checking in tomorrow.' }),
  event(55, 'message_scheduled', { send_at: at(60 * 24) }),
  event(60, 'snoozed', { until: at(60 * 24) }),
  event(60 * 24, 'woke_up', {}, system),
  event(60 * 24 + 1, 'contact_blocked', { email: customer.email }),
  event(60 * 24 + 2, 'status_changed', { from: 'opened', to: 'closed' }),
  event(60 * 24 + 3, 'merged_into', { conversation_id: 99 }),
]);

describe('renderConversationPdf', () => {
  it('renders the header, messages, notes and events as a parsable PDF', async () => {
    const pdf = await render(rich);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, title, author } = await parse(pdf);
    for (const expected of [
      'Refund for order #1234',
      'Maria Lopez <maria.lopez@example.com>',
      'Acme Support <support@acme.test>',
      'Closed',
      'Kenji Sato',
      'billing, refund',
      'Acme Inc.',
      'Exported 21 Nov 2026, 10:30 CET',
      'Created 20 Nov 2026, 09:00 CET',
      'Customer',
      'charged twice for order #1234',
      'Cc: Finance <finance@acme.test>',
      'Internal note by Kenji Sato',
      'duplicate charge confirmed',
      'refunded the duplicate charge',
      'refund-receipt.pdf (121 KB)',
      'Failed: mailbox unavailable',
      'Scheduled for 21 Nov 2026, 09:00 CET',
      'Dana Demo assigned the conversation to Kenji Sato',
      'Dana Demo added the tag billing',
      'Dana Demo snoozed the conversation until 21 Nov 2026, 09:00 CET',
      'The snooze ended and the conversation reopened',
      'Dana Demo blocked maria.lopez@example.com',
      'Dana Demo scheduled a reply to be sent at 21 Nov 2026, 09:00 CET',
      'Dana Demo closed the conversation',
      'Dana Demo: merged into',
      'Page 1 of 2',
    ]) {
      expect(text).toContain(expected);
    }
    // Every event reads as a sentence: no raw data.
    expect(text).not.toMatch(/[{}]|conversation_id|message_id/);
    expect(text).not.toContain('x.png');
    expect(title).toBe('Refund for order #1234');
    expect(author).toBe('Acme Inc.');
  });

  it('shows emoji and CJK as question marks and keeps Latin letters', async () => {
    const { text } = await parse(await render(rich));
    expect(text).toContain('Thanks so much! ? ? ?? r\u00e9sum\u00e9 Gdansk o');
  });

  it('renders the first 100 of 137 entries and says so', async () => {
    const entries = Array.from({ length: 137 }, (_, i) =>
      i % 3 === 2
        ? note(i, `Note ENTRY-${String(i + 1).padStart(4, '0')}`)
        : message(i, { text: `Message ENTRY-${String(i + 1).padStart(4, '0')}` }),
    );
    const { text, pages } = await parse(await render(timeline(entries)));
    expect(text).toContain('ENTRY-0001');
    expect(text).toContain('ENTRY-0100');
    expect(text).not.toContain('ENTRY-0101');
    expect(text).not.toContain('ENTRY-0137');
    expect(text).toContain('Showing the first 100 of 137 entries');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('caps a 50,000-character body and wraps words longer than a line', async () => {
    const huge = `START ${'lorem ipsum dolor sit amet '.repeat(1900)}${'x'.repeat(500)} END-OF-BODY`;
    expect(huge.length).toBeGreaterThan(50_000);
    const url = `https://example.com/${'a'.repeat(300)}`;
    const started = Date.now();
    const { text, pages } = await parse(await render(timeline([message(0, { text: huge }), message(1, { text: url })])));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(text).toContain('START lorem ipsum');
    expect(text).toContain('\u2026 (truncated)');
    expect(text).not.toContain('END-OF-BODY');
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThan(15);
  });

  it('renders an empty subject and an empty timeline', async () => {
    const { text, title } = await parse(await render(timeline([], '')));
    expect(text).toContain('(no subject)');
    expect(text).toContain('This conversation has no messages.');
    expect(title).toBe('(no subject)');
  });

  it('falls back to UTC for an unknown time zone', async () => {
    const pdf = await renderConversationPdf({
      timeline: rich,
      channel,
      organizationName: 'Acme Inc.',
      timeZone: 'Mars/Olympus_Mons',
      generatedAt: new Date('2026-11-21T09:30:00.000Z'),
    });
    expect((await parse(pdf)).text).toContain('Exported 21 Nov 2026, 09:30 UTC');
  });
});

describe('toWinAnsi', () => {
  it('keeps ASCII, Latin-1 and the WinAnsi extras', () => {
    expect(toWinAnsi('Caf\u00e9 \u20ac5 \u201cquoted\u201d \u2013 \u2026 \u0160koda')).toBe('Caf\u00e9 \u20ac5 \u201cquoted\u201d \u2013 \u2026 \u0160koda');
  });

  it('replaces each emoji or CJK character with one question mark', () => {
    expect(toWinAnsi('ok \u{1F44D}\u{1F3FD} \u{1F468}\u200D\u{1F469}\u200D\u{1F467} \u2764\uFE0F \u6771\u4EAC')).toBe('ok ? ? ? ??');
  });

  it('strips accents it cannot encode and uses stand-ins', () => {
    expect(toWinAnsi('Gda\u0144sk \u0151 \uFB01le \u2192 next')).toBe('Gdansk o file -> next');
  });

  it('strips control and zero-width characters and normalizes line breaks and tabs', () => {
    expect(toWinAnsi('a\u0000b\u0007c\u200Bd\u00ADe\r\nf\rg\th\u2028i')).toBe('abcde\nf\ng    h\ni');
  });

  it('composes decomposed accents', () => {
    expect(toWinAnsi('e\u0301')).toBe('\u00e9');
  });
});

describe('pdf text helpers', () => {
  it('caps long text', () => {
    expect(capText('abcdef', 10)).toBe('abcdef');
    expect(capText('abc def ghi', 5)).toBe('abc d\n\u2026 (truncated)');
    expect(bodyForPdf('a  \n\n\n\nb', 100)).toBe('a\n\nb');
  });

  it('derives text from HTML only when the text is empty', () => {
    expect(messageText({ text: 'plain', html: '<p>html</p>' })).toBe('plain');
    expect(messageText({ text: '', html: '<p>Hello <b>there</b></p><p>Bye</p>' })).toBe('Hello there\n\nBye');
  });

  it('turns only the first 256 kB of an HTML-only message into text, so nested tables from a mail cannot stall the export', () => {
    // html-to-text is quadratic in the depth of nested tables: 1 MB of them took half a minute.
    const text = messageText({ text: '', html: `<p>start</p><p>${'a '.repeat(HTML_TEXT_SOURCE_MAX / 2)}</p><p>past the limit</p>` });
    expect(text.startsWith('start')).toBe(true);
    expect(text).not.toContain('past the limit');
  });

  it('formats sizes and times', () => {
    expect(humanSize(512)).toBe('512 B');
    expect(humanSize(1536)).toBe('1.5 KB');
    expect(humanSize(123_456)).toBe('121 KB');
    expect(humanSize(5 * 1024 * 1024)).toBe('5 MB');
    const time = timeFormatter('America/New_York');
    expect(time('2026-11-21T09:30:00.000Z')).toBe('21 Nov 2026, 04:30 GMT-5');
    expect(time('not a date')).toBe('not a date');
  });
});

describe('exportFileName', () => {
  it('slugifies the subject', () => {
    expect(exportFileName({ id: 42, subject: 'Refund for order #1234' })).toBe('conversation-42-refund-for-order-1234.pdf');
    expect(exportFileName({ id: 7, subject: 'Cr\u00e8me br\u00fbl\u00e9e: \u00bfd\u00f3nde est\u00e1? \u{1F600}' })).toBe('conversation-7-creme-brulee-donde-esta.pdf');
  });

  it('handles empty and non-Latin subjects', () => {
    expect(exportFileName({ id: 3, subject: '' })).toBe('conversation-3.pdf');
    expect(exportFileName({ id: 3, subject: '\u6771\u4EAC \u{1F600}' })).toBe('conversation-3.pdf');
  });

  it('keeps long subjects to about 60 characters, cut at a word', () => {
    const name = exportFileName({ id: 9, subject: 'This is a very long subject line that goes on and on about many different things' });
    expect(name).toBe('conversation-9-this-is-a-very-long-subject-line-that-goes-on-and-on-about.pdf');
    expect(name).toMatch(/^[a-z0-9-]+\.pdf$/);
  });
});
