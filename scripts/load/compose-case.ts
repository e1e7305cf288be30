import { sql } from 'drizzle-orm';
import { ComposeBodySchema } from '#contract/compose';
import type { Database } from '../../server/db/client.ts';
import { queryRows } from '../../server/db/query-rows.ts';
import { composeMessage } from '../../server/domain/conversations/compose.ts';
import type { Actor } from '../../server/domain/conversations/events.ts';
import { captureRolledBack, statementCount } from './capture.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { WriteCase } from './write-case.ts';

// POST /conversations/compose: a new conversation to a new address each time, its message sent at once (delay 0)
// by the server's job worker, to the load stage's SMTP sink. No floor: a compose inserts a contact, a
// conversation and a message, and its later statements carry the ids those inserts made, so the captured
// statements replayed (even rolled back) would not be the same work; they are captured only to be counted.

export async function prepareComposeCase(database: Database, organizationId: number, actor: Actor, sink: SmtpSink): Promise<WriteCase> {
  const { db } = database;
  const [from] = await queryRows<{ channel_id: number; agent_email: string }>(
    db,
    sql`select c.id::int as channel_id, a.email as agent_email from channels c, agents a
        where c.organization_id = ${organizationId} and a.organization_id = ${organizationId} and a.active
        order by c.id, a.id limit 1`,
  );
  if (!from) throw new Error('compose: the organization has no channel or no agent');
  const body = (to: string) => ({
    channel_id: Number(from.channel_id),
    to,
    subject: 'Your order and the next steps',
    content: { content: '<p>Hello,</p><p>Thank you for your order. It ships this week; we will write again with its tracking number.</p><p>Best regards</p>' },
    agent_email: from.agent_email,
    delay: 0,
  });
  const input = ComposeBodySchema.parse(body('Load Customer <load-captured@customer.test>'));
  const statements = await captureRolledBack(database, (tx) => composeMessage(tx, organizationId, input, { now: new Date(), actor }));
  return {
    name: 'compose: new conversation',
    // autocannon puts a new id in place of [<id>] in each request: a new contact each time.
    http: { method: 'POST', path: '/api/conversations/compose', body: JSON.stringify(body('Load Customer <load-[<id>]@customer.test>')), idReplacement: true },
    // The sends the runs left behind, for the worker's sending rate: waited for at most a minute (or 15 s
    // without progress); what is left stays queued when the server stops.
    settle: async (answered) => {
      const started = Date.now();
      let seen = sink.received();
      let progressed = started;
      while (sink.received() < answered && Date.now() - progressed < 15_000 && Date.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (sink.received() !== seen) [seen, progressed] = [sink.received(), Date.now()];
      }
      const waited = ((Date.now() - started) / 1000).toFixed(1);
      return (
        `Compose: ${answered.toLocaleString('en-US')} requests answered through the API; the job worker had sent ${sink.received().toLocaleString('en-US')} ` +
        `messages to the local SMTP sink ${waited} s after the last run, ${sink.rate().toFixed(1)} a second from the first to the last.`
      );
    },
    note: `to a new address each time, sent at once to a local SMTP sink by the job worker; no floor: its ${statementCount(statements)} statements carry the ids of the contact, conversation and message its inserts make`,
  };
}
