import type { Conversation, ConversationPage, Timeline } from '#contract/conversations';
import { expect, type Api, type E2eFixture, type MailInput, type SentMail } from '../fixtures';

// A conversation of several messages from one customer, each a reply to the first (In-Reply-To and
// References), as a real mail client threads them: the server files them all in one conversation.

export interface MailedThread {
  conversation: Conversation;
  customer: string;
  mails: SentMail[];
}

export async function mailThread(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  { token, count, html }: { token: string; count: number; html?: (i: number) => string },
): Promise<MailedThread> {
  const customer = `${token}@customer.example`;
  const subject = `Several questions ${token}`;
  const mails: SentMail[] = [];
  for (let i = 0; i < count; i++) {
    const first = mails[0];
    mails.push(
      await sendMail({
        from: `Thread Customer <${customer}>`,
        to: fixture.channels.support.email,
        subject: i === 0 ? subject : `Re: ${subject}`,
        text: `Message ${i + 1} of ${count} (${token}).`,
        html: html?.(i) ?? `<p>Message ${i + 1} of ${count} (${token}).</p>`,
        ...(first ? { headers: { 'In-Reply-To': first.messageId, References: first.messageId } } : {}),
      }),
    );
  }
  let conversation: Conversation | undefined;
  await expect
    .poll(
      async () => {
        const found = (await api.get<ConversationPage>('/conversations', { search: token, limit: 10 })).data;
        if (found.length !== 1) return `${found.length} conversations`;
        conversation = found[0];
        const timeline = await api.get<Timeline>(`/conversations/${found[0]!.id}/messages`);
        return `${timeline.entries.filter((e) => e.type === 'message').length} messages`;
      },
      { message: `the server threads the ${count} mails of ${token} into one conversation` },
    )
    .toBe(`${count} messages`);
  if (!conversation) throw new Error(`no conversation for ${token}`);
  return { conversation, customer, mails };
}
