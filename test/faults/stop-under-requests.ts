import type { Message } from '#contract/conversations';
import { sleep, within, type Exit, type ServerProc } from '../process/spawn-helpers.ts';
import type { LoadFixture } from './fault-fixture.ts';
import { holdRequest, type HeldAnswer, type HeldRequest } from './held-request.ts';
import type { SentWrite } from './write-load.ts';

// A graceful stop (SIGTERM) of a server while requests are in its hands: composes and replies whose bodies are
// only sent after the signal, exports (PDF) and list pages. Each must get its complete answer; none is reset.

export interface StopUnderRequests {
  inFlight: number;
  complete: number;
  /** Of the complete answers, those that ended after the signal. */
  afterSignal: number;
  failures: string[];
  /** The composes and replies it accepted, to find (and see sent) afterwards. */
  sent: SentWrite[];
  exit: Exit & { ms: number };
}

interface Probe {
  what: string;
  request: HeldRequest;
  /** Checks a 200 answer's body; returns the message it scheduled, if any. */
  check(answer: HeldAnswer): SentWrite | undefined;
}

export async function stopUnderRequests(server: ServerProc, fixture: LoadFixture, tag: string): Promise<StopUnderRequests> {
  const api = `${server.url}/api`;
  const headers = { 'X-Api-Key': fixture.apiKey };
  const ids = fixture.conversationIds;
  const probes: Probe[] = [];
  const message = (subject: string) => (answer: HeldAnswer): SentWrite => {
    const m = JSON.parse(answer.body.toString('utf8')) as Message;
    if (m.subject !== subject || m.status !== 'scheduled') throw new Error(`unexpected message ${JSON.stringify(m).slice(0, 300)}`);
    return { messageId: m.id, conversationId: m.conversation_id, subject };
  };
  for (let i = 0; i < 6; i++) {
    const subject = `Fault compose ${fixture.run}-${tag}-${i}`;
    const json = { channel_id: fixture.channelId, to: `late-${fixture.run}-${tag}-${i}@customer.example`, subject, content: { content: `<p>In flight ${i}</p>` }, delay: 1, agent_email: fixture.agentEmail };
    probes.push({ what: `compose ${i}`, request: holdRequest(`${api}/conversations/compose`, { method: 'POST', headers, json }), check: message(subject) });
  }
  for (let i = 0; i < 4; i++) {
    const subject = `Fault reply ${fixture.run}-${tag}-${i}`;
    const json = { subject, content: { content: `<p>In flight reply ${i}</p>` }, delay: 1, agent_email: fixture.agentEmail };
    probes.push({ what: `reply ${i}`, request: holdRequest(`${api}/conversations/${ids[i]}/messages`, { method: 'POST', headers, json }), check: message(subject) });
  }
  // Two exports: the most one caller may run at once.
  for (let i = 0; i < 2; i++) {
    const check = (answer: HeldAnswer) => {
      if (answer.body.subarray(0, 5).toString('latin1') !== '%PDF-' || !answer.body.includes('%%EOF')) throw new Error('not a whole PDF');
      return undefined;
    };
    probes.push({ what: `export ${i}`, request: holdRequest(`${api}/conversations/${ids[i + 4]}/export`, { method: 'GET', headers }), check });
  }
  for (let i = 0; i < 4; i++) {
    const check = (answer: HeldAnswer) => {
      const page = JSON.parse(answer.body.toString('utf8')) as { data: unknown[] };
      if (!Array.isArray(page.data)) throw new Error('no page');
      return undefined;
    };
    probes.push({ what: `list ${i}`, request: holdRequest(`${api}/conversations?limit=100&order=newest&search=status:all`, { method: 'GET', headers }), check });
  }

  // Every request has been read by the server before it is told to stop.
  await within(Promise.all(probes.map((p) => p.request.accepted)), 30_000, 'the server reading the requests');
  const signalledAt = Date.now();
  const stopping = server.stop('SIGTERM', { timeoutMs: 90_000 });
  // The held bodies go out once the shutdown has begun: those requests are in flight throughout it.
  await sleep(300);
  for (const p of probes) p.request.sendBody();

  const failures: string[] = [];
  const sent: SentWrite[] = [];
  let complete = 0;
  let afterSignal = 0;
  for (const p of probes) {
    const answer = await p.request.answer;
    if (answer.error || answer.status !== 200) {
      failures.push(`${p.what}: ${answer.status} ${answer.error ?? answer.body.toString('utf8').slice(0, 200)}`);
      continue;
    }
    try {
      const write = p.check(answer);
      if (write) sent.push(write);
      complete++;
      if (answer.at > signalledAt) afterSignal++;
    } catch (err) {
      failures.push(`${p.what}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { inFlight: probes.length, complete, afterSignal, failures, sent, exit: await stopping };
}
