import type { Message } from '#contract/conversations';
import type { RagSourceAccepted } from '#contract/rag';
import { call, isOk, type Answer } from './fault-client.ts';
import type { LoadFixture } from './fault-fixture.ts';

// A client-side write load: one loop per kind of write, each recording only what was answered 2xx, with what
// is needed to find it again afterwards. A write with no answer (the server was killed under it) may or may
// not have been committed: it is counted, never checked.

export interface SentWrite {
  messageId: number;
  conversationId: number;
  subject: string;
}

export interface Ledger {
  composes: SentWrite[];
  replies: SentWrite[];
  bulkTags: { ids: number[]; tag: string }[];
  suppressions: string[];
  /** Conversations the snippet was applied to, once per acknowledged application. */
  applications: number[];
  aiSources: string[];
  tried: number;
  /** Writes that got no HTTP answer at all. */
  unanswered: number;
  /** Writes answered with anything but 2xx: none expected (a 4xx is a bug of the load, a 5xx one of the server). */
  refused: string[];
}

export const acknowledged = (l: Ledger) =>
  l.composes.length + l.replies.length + l.bulkTags.length + l.suppressions.length + l.applications.length + l.aiSources.length;

export interface WriteLoad {
  ledger: Ledger;
  /** Ends every loop after its current write; resolves with the ledger. */
  stop(): Promise<Ledger>;
}

export interface LoadOptions {
  fixture: LoadFixture;
  /** The server to send the i-th write to (one server, or several in turn). */
  target: (i: number) => string;
  /** Parallel loops composing (the writes that are sent by mail). */
  composers?: number;
  /** Seconds before a composed message or reply is sent. */
  delaySeconds?: (i: number) => number;
  /** Upper bound of writes per loop, whatever happens. */
  maxPerLoop?: number;
  /** Upper bound of the load's duration, whatever happens. */
  maxMs?: number;
  /** Tells the writes of this load apart from another load's on the same fixture (unique addresses, subjects). */
  series?: string;
  /** Pause of each loop between two answered writes. */
  pauseMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startWriteLoad(opts: LoadOptions): WriteLoad {
  const { fixture } = opts;
  const ledger: Ledger = { composes: [], replies: [], bulkTags: [], suppressions: [], applications: [], aiSources: [], tried: 0, unanswered: 0, refused: [] };
  const delay = opts.delaySeconds ?? ((i: number) => 1 + (i % 2));
  const maxPerLoop = opts.maxPerLoop ?? 2_000;
  const deadline = Date.now() + (opts.maxMs ?? 10 * 60_000);
  const conversations = fixture.conversationIds;
  let stopped = false;
  let counter = 0;
  const key = (i: number) => `${fixture.run}-${opts.series ?? 'w'}${i}`;

  const post = (path: string, json: unknown, i: number) =>
    call(`${opts.target(i)}/api${path}`, { apiKey: fixture.apiKey, json, timeoutMs: 30_000 });

  /** One write: its answer is recorded in the ledger by `record` when it is 2xx. */
  const loop = (what: string, write: (i: number) => Promise<Answer>, record: (answer: Answer, i: number) => void) => async () => {
    for (let done = 0; done < maxPerLoop && !stopped && Date.now() < deadline; done++) {
      const i = counter++;
      ledger.tried++;
      const answer = await write(i);
      if (isOk(answer)) record(answer, i);
      else if (answer.status === 0) ledger.unanswered++;
      else ledger.refused.push(`${what} #${i}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      // While the server is down, do not spin.
      await sleep(answer.status === 0 ? 200 : (opts.pauseMs ?? 10));
    }
  };

  const sentWrite = (answer: Answer, subject: string): SentWrite => {
    const m = answer.body as Message;
    return { messageId: m.id, conversationId: m.conversation_id, subject };
  };

  const compose = loop(
    'compose',
    (i) =>
      post(
        '/conversations/compose',
        {
          channel_id: fixture.channelId,
          to: `Customer ${i} <customer-${key(i)}@customer.example>`,
          subject: `Fault compose ${key(i)}`,
          content: { content: `<p>Composed message ${i}</p>` },
          delay: delay(i),
          agent_email: fixture.agentEmail,
        },
        i,
      ),
    (answer, i) => ledger.composes.push(sentWrite(answer, `Fault compose ${key(i)}`)),
  );
  const reply = loop(
    'reply',
    (i) =>
      post(
        `/conversations/${conversations[i % conversations.length]}/messages`,
        { subject: `Fault reply ${key(i)}`, content: { content: `<p>Reply ${i}</p>` }, delay: delay(i), agent_email: fixture.agentEmail },
        i,
      ),
    (answer, i) => ledger.replies.push(sentWrite(answer, `Fault reply ${key(i)}`)),
  );
  const bulkIds = (i: number) => [0, 7, 13].map((k) => conversations[(i + k) % conversations.length]!);
  const bulk = loop(
    'bulk',
    (i) => post('/conversations/bulk', { ids: bulkIds(i), tag: `bulk-${key(i)}` }, i),
    (_, i) => ledger.bulkTags.push({ ids: bulkIds(i), tag: `bulk-${key(i)}` }),
  );
  const suppress = loop(
    'suppression',
    (i) => post('/contacts/suppressed', { email: `spam-${key(i)}@suppressed.example` }, i),
    (_, i) => ledger.suppressions.push(`spam-${key(i)}@suppressed.example`),
  );
  const applySnippet = loop(
    'snippet apply',
    (i) => post(`/conversations/${conversations[i % conversations.length]}/snippets/${fixture.snippetId}/apply`, { agent_email: fixture.agentEmail }, i),
    (_, i) => ledger.applications.push(conversations[i % conversations.length]!),
  );
  const aiSource = loop(
    'AI source',
    (i) => post('/organization/rag/sources/questions', { questions: [`How do I reset the password of account ${key(i)}?`], answer: `Use the reset link of account ${key(i)}.` }, i),
    (answer) => ledger.aiSources.push((answer.body as RagSourceAccepted).uuid),
  );

  const loops = [...Array.from({ length: opts.composers ?? 2 }, () => compose), reply, bulk, suppress, applySnippet, aiSource];
  const running = Promise.all(loops.map((l) => l()));
  return {
    ledger,
    stop: async () => {
      stopped = true;
      await running;
      return ledger;
    },
  };
}
