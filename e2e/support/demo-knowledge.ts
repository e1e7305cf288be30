import type { Conversation, ConversationPage } from '#contract/conversations';
import type { RagSource, RagSourceAccepted, RagSourcePage } from '#contract/rag';
import { DEMO_HELP_TEXTS } from '../../server/domain/seed/demo-help-texts';
import { DEMO_QUESTIONS } from '../../server/domain/seed/demo-questions';
import { expect, type Api, type E2eFixture, type MailInput, type SentMail } from '../fixtures';

// The e2e server runs without the demo organization (DEMO_ORG=false): these steps set a worker's organization up
// the way the demo is, through the API (the demo's Q&A and help texts, the mail of its first conversation), so the
// reply box can be tried on the demo's content.

/** The demo's Q&A and help texts, each added once (by first question or title), all processed. Their sources. */
export async function addDemoKnowledge(api: Api): Promise<RagSource[]> {
  const existing = (await api.get<RagSourcePage>('/organization/rag/sources', { limit: 100 })).data;
  const has = (s: RagSource, key: string) => s.questions?.[0] === key || s.title === key;
  for (const q of DEMO_QUESTIONS) {
    if (!existing.some((s) => has(s, q.questions[0]!))) await api.post<RagSourceAccepted>('/organization/rag/sources/questions', q);
  }
  for (const text of DEMO_HELP_TEXTS) {
    if (!existing.some((s) => has(s, text.title))) await api.post<RagSourceAccepted>('/organization/rag/sources/text', text);
  }
  let sources: RagSource[] = [];
  await expect
    .poll(
      async () => {
        sources = (await api.get<RagSourcePage>('/organization/rag/sources', { limit: 100 })).data;
        return sources.filter((s) => s.status === 'queued' || s.status === 'processing').length;
      },
      { message: 'the demo sources are processed', timeout: 60_000 },
    )
    .toBe(0);
  return sources;
}

/** The demo's Q&A whose first question is `question`. */
export function demoSource(sources: RagSource[], question: string): RagSource {
  const source = sources.find((s) => s.questions?.[0] === question);
  if (!source) throw new Error(`no demo Q&A "${question}"`);
  return source;
}

/** A customer's mail (greeted and signed as the demo's are); the conversation the server opened for it. */
export async function customerMail(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  { from, subject, body, headers }: { from: string; subject: string; body: string; headers?: Record<string, string> },
): Promise<Conversation> {
  await sendMail({ from: `Maria Keller <${from}>`, to: fixture.channels.support.email, subject, text: `Hello,\n\n${body}\n\nThanks,\nMaria`, ...(headers ? { headers } : {}) });
  let found: Conversation | undefined;
  await expect
    .poll(
      async () => {
        found = (await api.get<ConversationPage>('/conversations', { search: from })).data[0];
        return found?.subject;
      },
      { message: `the server opened a conversation for ${from}` },
    )
    .toBe(subject);
  return found!;
}
