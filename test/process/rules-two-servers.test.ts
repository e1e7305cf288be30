import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, pgQuery, type ScratchDatabase } from '../support/scratch-database.ts';
import { freePort, killAll, makeDataDir, parseBanner, removeDataDir, sleep, spawnServer, waitReady, type ServerProc } from './spawn-helpers.ts';

// Two server processes on one PostgreSQL database, each receiving half of the mail over SMTP, share one rule's
// round-robin turn: every agent gets the same number of conversations, and no conversation is assigned twice.

const serverUrl = process.env.TEST_DATABASE_URL;
const AGENTS = 3;
const MAILS = 30;

describe.skipIf(!serverUrl)('round-robin assignment across two servers on one PostgreSQL database', { timeout: 150_000 }, () => {
  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_rules_two');
  });
  afterAll(async () => {
    await killAll();
    await scratch?.drop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  it(`gives ${MAILS} mails received by both servers to ${AGENTS} agents in turn, ${MAILS / AGENTS} each`, async () => {
    const start = async (): Promise<ServerProc & { smtpPort: number }> => {
      const dir = makeDataDir();
      dataDirs.push(dir);
      const smtpPort = await freePort();
      return Object.assign(await spawnServer({ DATA_DIR: dir, DATABASE_URL: scratch.url, SMTP_PORT: String(smtpPort) }), { smtpPort });
    };
    // One after the other: the first creates the demo organization the second then finds.
    const first = await start();
    await waitReady(first);
    const second = await start();
    await waitReady(second);
    const servers = [first, second];
    const demo = parseBanner(first.stdout()).demo!;
    const agents = await pgQuery<{ id: string }>(
      scratch.url,
      `select id from agents where organization_id = ${demo.orgId} and active order by id limit ${AGENTS}`,
    );
    expect(agents).toHaveLength(AGENTS);
    const agentIds = agents.map((a) => Number(a.id));
    const res = await fetch(`${first.url}/api/rules`, {
      method: 'POST',
      headers: { 'X-Api-Key': demo.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Share the load',
        trigger: 'conversation.created',
        conditions: [{ field: 'subject', op: 'starts_with', value: 'Load' }],
        actions: [{ name: 'assign.round_robin', data: { agent_ids: agentIds } }],
      }),
    });
    expect(res.status).toBe(201);

    const transports = servers.map((s) => nodemailer.createTransport({ host: '127.0.0.1', port: s.smtpPort, secure: false, ignoreTLS: true }));
    const send = (i: number) =>
      transports[i % 2]!.sendMail({
        from: `customer-${i}@load.example`,
        to: 'support@acme-support.example.com',
        subject: `Load ${i}`,
        text: `Mail number ${i}`,
      });
    // Ten in flight at a time, alternating between the two servers.
    for (let i = 0; i < MAILS; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => send(i + k)));

    const assigned = async () =>
      pgQuery<{ assignee_id: string | null; n: number }>(
        scratch.url,
        `select assignee_id, count(*)::int as n from conversations where organization_id = ${demo.orgId} and subject like 'Load %' group by assignee_id order by assignee_id`,
      );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (await assigned()).some((r) => r.assignee_id === null || r.n === 0)) await sleep(500);
    await sleep(1_500);
    const counts = await assigned();
    expect(counts.map((r) => [Number(r.assignee_id), r.n])).toEqual(agentIds.map((id) => [id, MAILS / AGENTS]));
    const applied = await pgQuery<{ n: number; conversations: number }>(
      scratch.url,
      `select count(*)::int as n, count(distinct conversation_id)::int as conversations from events where organization_id = ${demo.orgId} and type = 'rule_applied'`,
    );
    expect(applied).toEqual([{ n: MAILS, conversations: MAILS }]);
    const [rule] = await pgQuery<{ applied_count: number }>(scratch.url, `select applied_count from rules where organization_id = ${demo.orgId}`);
    expect(rule!.applied_count).toBe(MAILS);

    for (const s of servers) {
      expect(s.stderr()).toBe('');
      expect((await s.stop('SIGTERM')).code).toBe(0);
    }
  });
});
