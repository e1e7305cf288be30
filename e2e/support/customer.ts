import type { Conversation, ConversationPage } from '#contract/conversations';
import { expect, type Api, type E2eFixture, type MailInput, type SentMail } from '../fixtures';

// One customer who wrote several times, each mail a conversation of its own (no In-Reply-To): what the
// customer panel and the searches by name or address are about.

export interface MailedCustomer {
  name: string;
  email: string;
  /** In the order the mails were sent. */
  conversations: Conversation[];
}

export async function mailFromCustomer(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  { name, email, subjects }: { name: string; email: string; subjects: string[] },
): Promise<MailedCustomer> {
  for (const [i, subject] of subjects.entries()) {
    await sendMail({ from: `${name} <${email}>`, to: fixture.channels.support.email, subject, text: `Message ${i + 1} from ${name}.` });
  }
  let found: Conversation[] = [];
  await expect
    .poll(
      async () => {
        found = (await api.get<ConversationPage>('/conversations', { search: `${email} status:all`, limit: 100 })).data;
        return found.length;
      },
      { message: `the server opened ${subjects.length} conversations for ${email}` },
    )
    .toBe(subjects.length);
  const conversations = subjects.map((subject) => {
    const conversation = found.find((c) => c.subject === subject);
    if (!conversation) throw new Error(`no conversation "${subject}" for ${email}`);
    return conversation;
  });
  return { name, email, conversations };
}
