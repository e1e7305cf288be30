import type { Channel } from '#contract/channels';
import type { ConversationPage } from '#contract/conversations';
import type { Snippet } from '#contract/snippets';
import { callAnswered, okBody } from './fault-client.ts';

// What the write load needs on a fresh database with the demo organization: its key and owner, a channel to
// compose from, opened conversations to reply to, tag and apply a snippet to, and that snippet.

export interface LoadFixture {
  apiKey: string;
  agentEmail: string;
  channelId: number;
  conversationIds: number[];
  snippetId: number;
  /** The tag the snippet adds (its first action). */
  snippetTag: string;
  /** Tells this run's subjects, tags and addresses apart from anything else in the database. */
  run: string;
}

export async function prepareFixture(baseUrl: string, demo: { apiKey: string; email: string }, run: string): Promise<LoadFixture> {
  const api = `${baseUrl}/api`;
  const apiKey = demo.apiKey;
  const channels = okBody<Channel[]>(await callAnswered(`${api}/channels`, { apiKey }), 'channels');
  const page = okBody<ConversationPage>(await callAnswered(`${api}/conversations?limit=50`, { apiKey }), 'conversations');
  // A reply goes to the conversation's contact: one with an address.
  const conversationIds = page.data.filter((c) => c.contact.email).map((c) => c.id).slice(0, 30);
  const snippetTag = `snippet-${run}`;
  const snippet = okBody<Snippet>(
    await callAnswered(`${api}/snippets`, {
      apiKey,
      json: {
        title: `Fault run ${run}`,
        actions: [
          { name: 'tag', data: { tag: snippetTag } },
          { name: 'note', data: { body: 'Applied by {{agent.first_name}} during the fault run' } },
        ],
      },
    }),
    'create snippet',
  );
  if (!channels[0] || conversationIds.length < 10) throw new Error('the demo organization has no channel or too few opened conversations');
  return {
    apiKey,
    agentEmail: demo.email,
    channelId: channels[0].id,
    conversationIds,
    snippetId: snippet.id,
    snippetTag,
    run,
  };
}
