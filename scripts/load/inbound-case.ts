import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../server/db/client.ts';
import { channels } from '../../server/db/schema.ts';
import { MAX_CLIENTS, MAX_CONNECTIONS_PER_ADDRESS, SLOTS_FOR_NEW_ADDRESSES } from '../../server/mail/inbound/limits.ts';
import { parseMail } from '../../server/mail/inbound/parse-mail.ts';
import { receiveMail, suppressionFor } from '../../server/mail/inbound/receive-mail.ts';
import { captureRolledBack, statementCount } from './capture.ts';
import { loadFunction } from './measure.ts';
import type { WriteCase } from './write-case.ts';

// Inbound mail through the server's real SMTP listener: closed-loop senders, each message from a new address (a
// new contact and conversation), one pooled connection per sender. The listener takes at most 10 connections
// from one address and keeps its last 10 slots for new addresses, so the senders come from 127.0.0.2, .3 ...,
// ten each, and no more than 40 of them. No floor, as for compose: filing a message inserts a contact, a
// conversation and a message whose new ids its later statements carry.

/** Senders the listener admits from loopback addresses, ten per address. */
export const MAX_INBOUND_CONNECTIONS = MAX_CLIENTS - SLOTS_FOR_NEW_ADDRESSES;

const TEXT =
  'Hello,\n\nI ordered the annual plan last week and the invoice still shows the monthly price. ' +
  'Could you check what happened and send a corrected invoice? The order number is in the subject.\n\nThanks\n';

function message(n: number, to: string): Mail.Options {
  return { from: `Load Sender ${n} <sender-${n}@inbound.test>`, to, subject: `Invoice for order ${n}`, text: TEXT };
}

export async function prepareInboundCase(database: Database, organizationId: number): Promise<WriteCase> {
  const [channel] = await database.db
    .select({ id: channels.id, organizationId: channels.organizationId, email: channels.email })
    .from(channels)
    .where(eq(channels.organizationId, organizationId))
    .limit(1);
  if (!channel) throw new Error('inbound: the organization has no channel');
  const raw = await new MailComposer(message(0, channel.email)).compile().build();
  const mail = await parseMail(raw, 'sender-0@inbound.test');
  const statements = await captureRolledBack(database, async (tx) => {
    // RCPT: the channel of the address (as the listener's channelFor) and the envelope sender's suppression.
    await tx.select({ id: channels.id, organizationId: channels.organizationId, email: channels.email }).from(channels).where(eq(channels.email, channel.email));
    await suppressionFor(tx, organizationId, [mail.envelopeFrom]);
    const outcome = await receiveMail(tx, channel, mail, new Date());
    if (outcome.outcome !== 'stored') throw new Error(`inbound: the captured mail was ${outcome.outcome}`);
  });

  let sent = 0;
  return {
    name: 'inbound SMTP: new conversation',
    connections: (configured) => Math.min(configured, MAX_INBOUND_CONNECTIONS),
    drive: async (server, connections, seconds) => {
      const groups = Math.ceil(connections / MAX_CONNECTIONS_PER_ADDRESS);
      const transports = Array.from({ length: groups }, (_, g) =>
        nodemailer.createTransport({
          host: '127.0.0.1',
          port: server.smtpPort,
          localAddress: `127.0.0.${2 + g}`,
          pool: true,
          maxConnections: Math.min(MAX_CONNECTIONS_PER_ADDRESS, connections - g * MAX_CONNECTIONS_PER_ADDRESS),
          maxMessages: Infinity,
          ignoreTLS: true,
        }),
      );
      try {
        // Sender k always uses its address's pool: never more than ten at once from one address.
        return await loadFunction((caller) => transports[Math.floor(caller / MAX_CONNECTIONS_PER_ADDRESS)]!.sendMail(message(++sent, channel.email)), { connections, seconds });
      } finally {
        for (const t of transports) t.close();
      }
    },
    note: `a new sender each time, ${raw.length} bytes, at most ${MAX_INBOUND_CONNECTIONS} connections (the listener's limits); no floor: its ${statementCount(statements)} statements (RCPT checks, filing) carry the ids its inserts make`,
  };
}
