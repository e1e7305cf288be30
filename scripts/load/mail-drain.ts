import type { SinkDelivery, SmtpSink } from './smtp-sink.ts';

// The pieces of the job worker's benchmark (scripts/bench-jobs.ts): a backlog of sends made through the API,
// all due at one moment, and what the SMTP sink got of them.

export interface ComposeTarget {
  url: string;
  apiKey: string;
  channelId: number;
  agentEmail: string;
}

/** The recipient of message `i` of a backlog: how the sink's deliveries are told apart by backlog. */
export const recipientOf = (tag: string, i: number) => `drain-${tag}-${i}@customer.test`;

/**
 * `count` new conversations through POST /api/conversations/compose, `connections` at a time, each message sent
 * after `delayFor()` seconds (asked just before its request). Throws at the first request not answered 200.
 */
export async function composeBacklog(
  target: ComposeTarget,
  opts: { tag: string; count: number; connections: number; delayFor: () => number },
): Promise<{ seconds: number }> {
  const started = Date.now();
  let next = 0;
  const one = async (i: number) => {
    const res = await fetch(`${target.url}/api/conversations/compose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': target.apiKey },
      body: JSON.stringify({
        channel_id: target.channelId,
        to: `Drain Customer <${recipientOf(opts.tag, i)}>`,
        subject: `Your order ${opts.tag}-${i} and the next steps`,
        content: { content: '<p>Hello,</p><p>Thank you for your order. It ships this week; we will write again with its tracking number.</p><p>Best regards</p>' },
        agent_email: target.agentEmail,
        delay: opts.delayFor(),
      }),
    });
    if (res.status !== 200) throw new Error(`compose ${opts.tag}-${i}: ${res.status} ${await res.text()}`);
  };
  await Promise.all(
    Array.from({ length: Math.min(opts.connections, opts.count) }, async () => {
      while (next < opts.count) await one(next++);
    }),
  );
  return { seconds: (Date.now() - started) / 1000 };
}

export interface BacklogDeliveries {
  /** Every delivery of the backlog's messages, in the order the sink accepted them. */
  all: SinkDelivery[];
  /** Messages (Message-IDs) delivered at least once. */
  distinct: number;
  /** Deliveries beyond the first of a Message-ID. */
  duplicates: SinkDelivery[];
  /** The first delivery of each Message-ID delivered more than once. */
  firstOfDuplicated: SinkDelivery[];
}

export function backlogDeliveries(sink: SmtpSink, tag: string): BacklogDeliveries {
  const prefix = `drain-${tag}-`;
  const all = sink.deliveries().filter((d) => d.to.startsWith(prefix));
  const seen = new Map<string, SinkDelivery>();
  const duplicates: SinkDelivery[] = [];
  const firstOfDuplicated = new Set<SinkDelivery>();
  for (const d of all) {
    const first = seen.get(d.messageId);
    if (first) {
      duplicates.push(d);
      firstOfDuplicated.add(first);
    } else seen.set(d.messageId, d);
  }
  return { all, distinct: seen.size, duplicates, firstOfDuplicated: [...firstOfDuplicated] };
}

/**
 * Waits until the sink has `count` distinct messages of the backlog; throws when none came for `stallMs`
 * (the lease of a killed process's jobs is a minute: the stall allowed must be longer).
 */
export async function waitForBacklog(sink: SmtpSink, tag: string, count: number, opts: { stallMs: number; atLeast?: number }): Promise<BacklogDeliveries> {
  const want = opts.atLeast ?? count;
  let seen = -1;
  let progressed = Date.now();
  for (;;) {
    const now = backlogDeliveries(sink, tag);
    if (now.distinct >= want) return now;
    if (now.all.length !== seen) [seen, progressed] = [now.all.length, Date.now()];
    if (Date.now() - progressed > opts.stallMs) throw new Error(`backlog ${tag}: ${now.distinct} of ${count} messages reached the sink, none in the last ${opts.stallMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
