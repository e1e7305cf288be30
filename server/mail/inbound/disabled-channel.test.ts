import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';

// A disabled channel over real SMTP: its mail is refused at RCPT with a permanent error naming why, the other
// recipients of the same message still get it, and its conversations stay. Enabled again, it receives again.

let t: TestApp;
let listener: SmtpListener;
let org: CreatedOrganization;
let channelId: number;
const SEASONAL = 'seasonal@disabled-channel.test';
const MAIN = 'main@disabled-channel.test';

async function send(to: string | string[], subject: string) {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
  try {
    return { info: await client.sendMail({ from: 'customer@customer.example', to, subject, text: 'Hello' }) };
  } catch (error) {
    return { error: error as Error & { responseCode?: number; response?: string; command?: string } };
  } finally {
    client.close();
  }
}

const setActive = (active: boolean) => t.request(`/api/channels/${channelId}`, { method: 'PATCH', key: org.api_key, json: { active } });

async function conversationsOf(id: number) {
  return t.database.db.select({ id: conversations.id, subject: conversations.subject }).from(conversations).where(eq(conversations.channelId, id));
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Disabled Channel Co');
  for (const email of [SEASONAL, MAIN]) {
    const res = await t.request('/api/channels', { method: 'POST', key: org.api_key, json: { email, name: email } });
    expect(res.status).toBe(201);
    if (email === SEASONAL) channelId = ((await res.json()) as { id: number }).id;
  }
  listener = await startSmtpListener({ db: t.database.db, logger: pino({ level: 'silent' }), port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

describe('mail to a disabled channel', () => {
  it('is refused at RCPT with 550 5.2.1 saying the mailbox is disabled; its conversations stay', async () => {
    expect((await send(SEASONAL, 'Before disabling')).info?.accepted).toEqual([SEASONAL]);
    expect(await conversationsOf(channelId)).toHaveLength(1);

    expect((await setActive(false)).status).toBe(200);
    const { error } = await send(SEASONAL, 'While disabled');
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(error!.response).toMatch(/^550 5\.2\.1 <seasonal@disabled-channel\.test>: this mailbox is disabled/);
    expect((await conversationsOf(channelId)).map((c) => c.subject)).toEqual(['Before disabling']);
  });

  it('does not stop the other recipients of the same message', async () => {
    const { info } = await send([SEASONAL, MAIN], 'To both');
    expect(info?.accepted).toEqual([MAIN]);
    expect(info?.rejected).toEqual([SEASONAL]);
    const stored = await t.database.db.select({ id: messages.id }).from(messages).innerJoin(conversations, eq(conversations.id, messages.conversationId)).where(eq(conversations.subject, 'To both'));
    expect(stored).toHaveLength(1);
  });

  it('is received again once the channel is enabled', async () => {
    expect((await setActive(true)).status).toBe(200);
    expect((await send(SEASONAL, 'After enabling')).info?.accepted).toEqual([SEASONAL]);
    expect((await conversationsOf(channelId)).map((c) => c.subject).sort()).toEqual(['After enabling', 'Before disabling']);
  });
});
