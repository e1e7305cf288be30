import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConversationPageSchema, TimelineSchema, type Message } from '#contract/conversations';
import { channels } from '../../server/db/schema.ts';
import type { CreatedOrganization } from '../../server/domain/organizations.ts';
import { startSmtpListener, type SmtpListener } from '../../server/mail/inbound/smtp-listener.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { mutatedMessage, renderMutated } from './mime-mutations.ts';
import { hostileCorpus } from './smtp-fuzz-corpus.ts';
import { openRawSmtp, type RawSmtpSession, type SmtpReply } from './smtp-raw-client.ts';
import { expectSafeDownload } from './safe-download.ts';

// Hostile mail over real SMTP on loopback, into a real database: every message is answered with an SMTP code,
// the listener and the API keep working, every accepted message is stored, and every stored file downloads as
// an attachment with a type no browser renders. SMTP_FUZZ_SEED and SMTP_FUZZ_RUNS widen the search locally
// (a failure prints the seed and the mutations); SMTP_FUZZ_LOG=warn shows the listener's log.

const TO = 'help@fuzz-inbox.test';
const SENDER = 'sender@fuzz.test';
const SEED = Number(process.env.SMTP_FUZZ_SEED ?? 20260302);
const RUNS = Number(process.env.SMTP_FUZZ_RUNS ?? 100);
const IDLE_MS = 1500;

let t: TestApp;
let listener: SmtpListener;
let org: CreatedOrganization;
let channelId: number;
// Each message is delivered at its own second, so its stored `created` says which one it was.
let clock = new Date('2026-03-02T09:00:00.000Z');
const tick = () => (clock = new Date(clock.getTime() + 1000)).toISOString();

interface Delivery {
  name: string;
  at: string;
  reply: SmtpReply;
  names?: string[];
  exported?: boolean;
}
const deliveries: Delivery[] = [];
let seq = 0;
const uniqueId = () => `fuzz-${++seq}-${randomUUID()}`;
const accepted = (d: Delivery) => d.reply.code >= 200 && d.reply.code < 300;

/** A command is answered with an SMTP code, whatever it holds. */
function expectAnswered(name: string, reply: SmtpReply) {
  expect(reply.code, `${name}: ${reply.text}`).toBeGreaterThanOrEqual(200);
  expect(reply.code, `${name}: ${reply.text}`).toBeLessThan(600);
}

/** A message is accepted or refused for good: a 4xx (451, a failure to store) would have the sender retry forever. */
function expectDecided(name: string, reply: SmtpReply) {
  expect(reply.code === 250 || (reply.code >= 500 && reply.code < 600), `${name}: ${reply.code ? reply.text : 'no answer'}`).toBe(true);
}

// One session per test, so an idle one (closed by the listener with a 421) is never reused.
let session: RawSmtpSession | undefined;
beforeEach(async () => {
  await session?.close();
  session = undefined;
});

async function deliver(name: string, raw: Buffer, opts: { names?: string[]; exported?: boolean; from?: string } = {}): Promise<Delivery> {
  if (!session || session.isClosed || session.pending > 0) {
    await session?.close();
    session = await openRawSmtp(listener.port);
  }
  const at = tick();
  const delivery = { name, at, reply: await session.sendMail(raw, { from: opts.from ?? SENDER, to: TO }, 30_000), names: opts.names, exported: opts.exported };
  deliveries.push(delivery);
  expectDecided(name, delivery.reply);
  return delivery;
}

/** The inbound messages of the organization received from `since` on, by their `created`, read through the API. */
async function storedByTime(since: string): Promise<Map<string, Message[]>> {
  const byTime = new Map<string, Message[]>();
  let cursor: string | null = null;
  do {
    const query: string = `limit=250&search=${encodeURIComponent('status:all')}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.request(`/api/conversations?${query}`, { key: org.api_key });
    expect(res.status).toBe(200);
    const page = ConversationPageSchema.parse(await res.json());
    for (const conversation of page.data) {
      if (!conversation.last_message_at || conversation.last_message_at < since) continue;
      const tl = await t.request(`/api/conversations/${conversation.id}/messages`, { key: org.api_key });
      expect(tl.status).toBe(200);
      for (const entry of TimelineSchema.parse(await tl.json()).entries) {
        if (entry.type !== 'message' || entry.message.direction !== 'inbound') continue;
        byTime.set(entry.message.created, [...(byTime.get(entry.message.created) ?? []), entry.message]);
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return byTime;
}

/** Accepted: stored exactly once, files safe to download; refused: nothing stored. */
async function expectStoredSafely(list: Delivery[]) {
  const stored = await storedByTime(list.map((d) => d.at).sort()[0]!);
  for (const d of list) {
    const found = stored.get(d.at) ?? [];
    expect(found, `${d.name} (${d.reply.code})`).toHaveLength(accepted(d) ? 1 : 0);
    for (const message of found) {
      for (const file of message.attachments) await expectSafeDownload(t, org.api_key, file, d.name);
      if (d.names) expect(message.attachments.map((a) => a.name), d.name).toEqual(d.names);
      if (d.exported) expect((await t.request(`/api/conversations/${message.conversation_id}/export`, { key: org.api_key })).status, d.name).toBe(200);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Fuzz Co');
  [{ id: channelId }] = (await t.database.db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: TO, name: 'Help' })
    .returning({ id: channels.id })) as [{ id: number }];
  listener = await startSmtpListener({ db: t.database.db, logger: pino({ level: process.env.SMTP_FUZZ_LOG ?? 'silent' }), port: 0, host: '127.0.0.1', now: () => clock, idleTimeoutMs: IDLE_MS });
});
afterAll(async () => {
  await session?.close();
  await listener?.close();
  await t?.close();
  const refused = deliveries.filter((d) => !accepted(d)).length;
  console.log(`smtp-fuzz: ${deliveries.length} messages sent over SMTP (${deliveries.length - refused} accepted, ${refused} refused), seed ${SEED}`);
});

describe('inbound SMTP under hostile input', () => {
  it('answers each hand-written hostile message with an SMTP code, stores the accepted ones and serves their files safely', async () => {
    const mine: Delivery[] = [];
    for (const c of hostileCorpus(TO, uniqueId)) {
      const d = await deliver(c.name, c.raw, c);
      if (c.expect !== 'either') expect(accepted(d) ? 'accept' : 'refuse', `${c.name}: ${d.reply.text}`).toBe(c.expect);
      mine.push(d);
    }
    await expectStoredSafely(mine);
  }, 60_000);

  it('answers fast-check mutations of a valid MIME message with an SMTP code, stores the accepted ones and serves their files safely', async () => {
    const mine: Delivery[] = [];
    await fc.assert(
      fc.asyncProperty(mutatedMessage, async (mutated) => {
        mine.push(await deliver('mutation', renderMutated(mutated, `${uniqueId()}@fuzz.test`, TO)));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    await expectStoredSafely(mine);
  }, Math.max(60_000, RUNS * 500));

  it('answers protocol abuse with SMTP codes: a 1 MB command line, NUL and 8-bit commands, bare LF, smuggling, unterminated DATA', async () => {
    const mine: Delivery[] = [];
    const record = (name: string, at: string, reply: SmtpReply) => {
      const d = { name, at, reply };
      deliveries.push(d);
      mine.push(d);
    };
    const envelope = async (s: RawSmtpSession) => {
      for (const [line, code] of [[`MAIL FROM:<${SENDER}>`, 250], [`RCPT TO:<${TO}>`, 250], ['DATA', 354]] as const) expect((await s.command(line)).code, line).toBe(code);
    };

    // A command line of 1 MB without CRLF: refused (16 kB is the most a command may be), never buffered on.
    const long = await openRawSmtp(listener.port);
    long.write(`MAIL FROM:<${'a'.repeat(1024 * 1024)}`);
    const tooLong = await long.reply();
    expect(tooLong.code, tooLong.text).toBeGreaterThanOrEqual(400);
    await long.close();

    // NUL, 8-bit bytes and nonsense in commands: each answered, the session still usable.
    const odd = await openRawSmtp(listener.port);
    const oddCommands = [
      ...['EHLO \0\0', 'HELO \xff\xfe', '\0\0\0\0', 'VRFY \0', 'NOOP \x80\x81', 'MAIL FROM:<nul\0@fuzz.test>', 'RCPT TO:<help\0@fuzz-inbox.test>'],
      ...[`MAIL FROM:<${'a'.repeat(5000)}@fuzz.test>`, 'DATA', 'BDAT 10 LAST', 'AUTH PLAIN AGFAYg==', 'STARTTLS', 'RCPT TO:<\xe9@fuzz-inbox.test>'],
    ];
    for (const line of oddCommands) {
      expectAnswered(JSON.stringify(line), await odd.command(line));
      expect((await odd.command('RSET')).code, `RSET after ${JSON.stringify(line)}`).toBe(250);
    }
    // A burst of pipelined commands in one write is answered in full.
    odd.write('NOOP\r\n'.repeat(2000));
    for (let i = 0; i < 2000; i++) expect((await odd.reply()).code).toBe(250);
    await odd.close();
    mine.push(await deliver('NUL in the envelope sender', Buffer.from(`Message-ID: <${uniqueId()}@fuzz.test>\r\nSubject: nul sender\r\n\r\nx\r\n`), { from: 'nul\0sender@fuzz.test' }));
    mine.push(await deliver('8-bit envelope sender', Buffer.from(`Message-ID: <${uniqueId()}@fuzz.test>\r\nSubject: 8bit sender\r\n\r\nx\r\n`), { from: 's\xe9nder@fuzz.test' }));

    // Bare LF line endings, in the commands and in the message.
    const lf = await openRawSmtp(listener.port, { ehlo: false });
    for (const [line, code] of [['EHLO lf.fuzz.test', 250], [`MAIL FROM:<${SENDER}>`, 250], [`RCPT TO:<${TO}>`, 250], ['DATA', 354]] as const) {
      lf.write(`${line}\n`);
      expect((await lf.reply()).code, line).toBe(code);
    }
    const lfAt = tick();
    const lfParts = ['--z', 'Content-Type: text/html', 'Content-Disposition: attachment; filename=lf.html', '', '<script>1</script>', '--z--'];
    const lfHead = [`Message-ID: <${uniqueId()}@fuzz.test>`, `From: <${SENDER}>`, 'Subject: bare LF', 'Content-Type: multipart/mixed; boundary=z', ''];
    lf.write(`${[...lfHead, ...lfParts].join('\n')}\n\r\n.\r\n`);
    record('bare LF', lfAt, await lf.reply());
    expect(mine.at(-1)!.reply.code, 'bare LF').toBe(250);
    await lf.close();

    // SMTP smuggling: an end of data written with bare LF is content, never the end of the message.
    const smuggle = await openRawSmtp(listener.port);
    await envelope(smuggle);
    const smuggleAt = tick();
    const inner = (eol: string) => `MAIL FROM:<evil@fuzz.test>${eol}RCPT TO:<${TO}>${eol}DATA${eol}Subject: smuggled${eol}${eol}evil${eol}`;
    smuggle.write(`Message-ID: <${uniqueId()}@fuzz.test>\r\nSubject: carrier\r\n\r\nbody\n.\n${inner('\n')}.\r\n${inner('\r\n')}\r.\r\n${inner('\r\n')}\n.\r\n\r\n.\r\n`);
    record('SMTP smuggling', smuggleAt, await smuggle.reply());
    expect(mine.at(-1)!.reply.code).toBe(250);
    expect((await smuggle.command('NOOP')).code, 'the next reply answers NOOP, not a smuggled command').toBe(250);
    expect(smuggle.pending).toBe(0);
    await smuggle.close();

    // Unterminated DATA, the client gone: nothing stored, nobody left to answer.
    const gone = await openRawSmtp(listener.port);
    await envelope(gone);
    const goneAt = tick();
    gone.write(`Message-ID: <${uniqueId()}@fuzz.test>\r\nSubject: cut\r\n\r\n${'partial '.repeat(50_000)}`);
    gone.end();
    const goneReply = await gone.reply();
    expect(goneReply.code === 0 || goneReply.code >= 400, goneReply.text).toBe(true);
    record('unterminated DATA, client gone', goneAt, { code: 0, text: goneReply.text });

    // Unterminated DATA, the client silent: closed with 421 after the idle timeout, nothing stored.
    const silent = await openRawSmtp(listener.port);
    await envelope(silent);
    const silentAt = tick();
    silent.write(`Message-ID: <${uniqueId()}@fuzz.test>\r\nSubject: silent\r\n\r\nwaiting`);
    const timedOut = await silent.reply(IDLE_MS + 10_000);
    expect(timedOut.code, timedOut.text).toBe(421);
    record('unterminated DATA, client silent', silentAt, timedOut);
    await silent.close();

    await expectStoredSafely(mine);
    const stored = (await storedByTime(smuggleAt)).get(smuggleAt)!;
    expect(stored[0]!.text).toContain('MAIL FROM:<evil@fuzz.test>');
  }, 60_000);

  it('still accepts a normal message and the API still answers after all of it', async () => {
    const at = tick();
    const transporter = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
    try {
      const info = await transporter.sendMail({
        from: `Customer <${SENDER}>`,
        to: TO,
        subject: 'A normal message after the fuzzing',
        text: 'Hello',
        attachments: [{ filename: 'page.html', contentType: 'text/html', content: '<script>alert(1)</script>' }],
      });
      expect(info.accepted).toEqual([TO]);
      deliveries.push({ name: 'a normal message', at, reply: { code: 250, text: info.response } });
    } finally {
      transporter.close();
    }
    const [message] = (await storedByTime(at)).get(at) ?? [];
    expect(message).toMatchObject({ subject: 'A normal message after the fuzzing', attachments: [{ name: 'page.html', type: 'text/html' }] });
    await expectSafeDownload(t, org.api_key, message!.attachments[0]!, 'normal message');
    expect((await t.request(`/api/conversations/${message!.conversation_id}`, { key: org.api_key })).status).toBe(200);
  });
});

describe('uploaded attachments', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const files = [
    { name: 'x.html', type: 'text/html', content: b64('<script>alert(document.cookie)</script>') },
    { name: 'x.svg', type: 'image/svg+xml', content: b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    { name: '../../x.xhtml', type: 'application/xhtml+xml', content: b64('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>') },
    { name: '..\\x.htm', type: 'text/html', content: b64('<img src=x onerror=alert(1)>') },
    { name: 'x.xml', type: 'text/xml', content: b64('<?xml version="1.0"?><x/>') },
    { name: 'bidi\u202egpj.svg', type: 'image/svg+xml', content: b64('<svg/>') },
  ];
  const cleanNames = ['x.html', 'x.svg', '.._.._x.xhtml', '.._x.htm', 'x.xml', 'bidigpj.svg'];

  it('stores compose and reply attachments named x.html and x.svg, with clean names, and serves them as safe downloads', async () => {
    const composed = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      json: { channel_id: channelId, to: 'customer@fuzz.test', subject: 'Files', content: { content: '<p>Files</p>', attachments: files }, agent_id: org.owner.id },
    });
    expect(composed.status, await composed.clone().text()).toBe(200);
    const message = (await composed.json()) as Message;
    expect(message.attachments.map((a) => [a.name, a.type])).toEqual(cleanNames.map((name, i) => [name, files[i]!.type]));
    for (const file of message.attachments) await expectSafeDownload(t, org.api_key, file, 'compose');

    const replied = await t.request(`/api/conversations/${message.conversation_id}/messages`, {
      method: 'POST',
      key: org.api_key,
      json: { content: { content: '<p>Again</p>', attachments: files }, agent_id: org.owner.id },
    });
    expect(replied.status, await replied.clone().text()).toBe(200);
    const reply = (await replied.json()) as Message;
    expect(reply.attachments.map((a) => a.name)).toEqual(cleanNames);
    for (const file of reply.attachments) await expectSafeDownload(t, org.api_key, file, 'reply');
  });
});

