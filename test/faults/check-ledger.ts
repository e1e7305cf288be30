import type { Conversation, Timeline } from '#contract/conversations';
import type { RagSource } from '#contract/rag';
import type { Snippet } from '#contract/snippets';
import type { Suppression } from '#contract/suppressions';
import { callAnswered, mapLimit, okBody } from './fault-client.ts';
import type { LoadFixture } from './fault-fixture.ts';
import { acknowledged, type Ledger, type SentWrite } from './write-load.ts';

// Every acknowledged write of a ledger, looked up through the API once the load is over: messages in their
// conversations (and, once the queue has drained, sent), bulk and snippet tags on their conversations,
// suppressions listed, the snippet's applied count, AI sources present and processed.

export interface LedgerCheck {
  /** Acknowledged writes found as they should be. */
  found: number;
  problems: string[];
  /** How long the queue took to send every acknowledged message and process every AI source. */
  drainMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until every acknowledged message is sent (or the deadline); a missing or failed one is a problem at once. */
async function checkMessages(api: string, apiKey: string, writes: SentWrite[], deadline: number): Promise<LedgerCheck> {
  const problems: string[] = [];
  let waiting = new Map<number, SentWrite[]>();
  for (const w of writes) waiting.set(w.conversationId, [...(waiting.get(w.conversationId) ?? []), w]);
  let found = 0;
  const lastStatus = new Map<number, string>();
  while (waiting.size > 0) {
    const still = new Map<number, SentWrite[]>();
    await mapLimit([...waiting], 6, async ([conversationId, expected]) => {
      const timeline = okBody<Timeline>(await callAnswered(`${api}/conversations/${conversationId}/messages`, { apiKey }), `timeline ${conversationId}`);
      const stored = new Map(timeline.entries.flatMap((e) => (e.type === 'message' ? [[e.message.id, e.message] as const] : [])));
      for (const w of expected) {
        const m = stored.get(w.messageId);
        if (!m) problems.push(`message ${w.messageId} ("${w.subject}") was acknowledged but is not in conversation ${conversationId}`);
        else if (m.subject !== w.subject) problems.push(`message ${w.messageId} has subject "${m.subject}", not "${w.subject}"`);
        else if (m.status === 'sent') found++;
        else if (m.status === 'scheduled' || m.status === 'sending') {
          lastStatus.set(w.messageId, m.status);
          still.set(conversationId, [...(still.get(conversationId) ?? []), w]);
        } else problems.push(`message ${w.messageId} ("${w.subject}") is ${m.status}: ${m.failure_reason ?? ''}`);
      }
    });
    waiting = still;
    if (waiting.size > 0 && Date.now() > deadline) {
      for (const w of [...waiting.values()].flat()) problems.push(`message ${w.messageId} ("${w.subject}") still ${lastStatus.get(w.messageId)} when the queue should have drained`);
      break;
    }
    if (waiting.size > 0) await sleep(1_000);
  }
  return { found, problems };
}

async function checkAiSources(api: string, apiKey: string, uuids: string[], deadline: number): Promise<LedgerCheck> {
  const problems: string[] = [];
  let waiting = uuids;
  let found = 0;
  while (waiting.length > 0) {
    const still: string[] = [];
    await mapLimit(waiting, 6, async (uuid) => {
      const answer = await callAnswered(`${api}/organization/rag/sources/${uuid}`, { apiKey });
      if (answer.status === 404) return void problems.push(`AI source ${uuid} was acknowledged but is unknown`);
      const source = okBody<RagSource>(answer, `AI source ${uuid}`);
      if (source.status === 'ready') found++;
      else if (source.status === 'queued' || source.status === 'processing') still.push(uuid);
      else problems.push(`AI source ${uuid} is ${source.status}: ${source.error ?? ''}`);
    });
    waiting = still;
    if (waiting.length > 0 && Date.now() > deadline) {
      problems.push(...waiting.map((uuid) => `AI source ${uuid} still not ready when the queue should have drained`));
      break;
    }
    if (waiting.length > 0) await sleep(1_000);
  }
  return { found, problems };
}

async function checkTags(api: string, fixture: LoadFixture, ledger: Ledger): Promise<LedgerCheck> {
  const problems: string[] = [];
  const expected = new Map<number, Set<string>>();
  const expect = (id: number, tag: string) => expected.set(id, (expected.get(id) ?? new Set()).add(tag));
  for (const b of ledger.bulkTags) for (const id of b.ids) expect(id, b.tag);
  for (const id of ledger.applications) expect(id, fixture.snippetTag);
  const tagsOf = new Map<number, Set<string>>();
  await mapLimit([...expected.keys()], 6, async (id) => {
    const c = okBody<Conversation>(await callAnswered(`${api}/conversations/${id}`, { apiKey: fixture.apiKey }), `conversation ${id}`);
    tagsOf.set(id, new Set(c.tags));
  });
  let found = 0;
  for (const b of ledger.bulkTags) {
    const missing = b.ids.filter((id) => !tagsOf.get(id)!.has(b.tag));
    if (missing.length) problems.push(`bulk tag ${b.tag} was acknowledged but is missing on conversations ${missing.join(', ')}`);
    else found++;
  }
  for (const id of ledger.applications) {
    if (tagsOf.get(id)!.has(fixture.snippetTag)) found++;
    else problems.push(`snippet applied to conversation ${id} was acknowledged but its tag is missing`);
  }
  return { found, problems };
}

export async function checkLedger(baseUrl: string, fixture: LoadFixture, ledger: Ledger, opts: { drainTimeoutMs: number }): Promise<LedgerCheck> {
  const api = `${baseUrl}/api`;
  const { apiKey } = fixture;
  const deadline = Date.now() + opts.drainTimeoutMs;
  const results = [
    await checkMessages(api, apiKey, [...ledger.composes, ...ledger.replies], deadline),
    await checkAiSources(api, apiKey, ledger.aiSources, deadline),
  ];
  const drainMs = Date.now() - (deadline - opts.drainTimeoutMs);
  results.push(await checkTags(api, fixture, ledger));

  const problems = results.flatMap((r) => r.problems);
  let found = results.reduce((n, r) => n + r.found, 0);
  const listed = new Set(okBody<Suppression[]>(await callAnswered(`${api}/contacts/suppressed`, { apiKey }), 'suppressions').map((s) => s.email));
  for (const email of ledger.suppressions) {
    if (listed.has(email)) found++;
    else problems.push(`suppression ${email} was acknowledged but is not listed`);
  }
  const snippet = okBody<Snippet>(await callAnswered(`${api}/snippets/${fixture.snippetId}`, { apiKey }), 'snippet');
  if (snippet.applied_count < ledger.applications.length) {
    problems.push(`snippet applied_count is ${snippet.applied_count}, below the ${ledger.applications.length} acknowledged applications`);
  }
  if (found !== acknowledged(ledger) && problems.length === 0) problems.push(`found ${found} of ${acknowledged(ledger)} acknowledged writes`);
  return { found, problems, drainMs };
}
