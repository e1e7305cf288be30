import type { FuzzWorld } from './fuzz-world.ts';
import type { Hints } from './json-schema-values.ts';

// Values the API accepts, by field name, that a schema cannot tell: ids of rows that exist, addresses, search
// syntax, action lists. Generated bodies and queries use them most of the time, so that a request broken in
// one place is otherwise right and gets past the checks before the one under test.

export function bodyHints(world: FuzzWorld, fixed: { channels: number[]; agent: { id: number; email: string } }): Hints {
  const { org, pools } = world;
  const conversationIds = pools.conversations!.map(Number);
  return {
    channel_id: fixed.channels,
    agent_id: [org.owner.id, fixed.agent.id],
    agent_email: [org.owner.email, fixed.agent.email],
    // The last one has a customer question and a sent reply: an AI source can learn from it.
    conversation_id: [...conversationIds].reverse(),
    ids: [conversationIds],
    snippet_id: pools.snippets!.map(Number),
    seen_message_id: [0, ...pools.messages!.map(Number)],
    categories: [[0], pools.categories!.map(Number)],
    parent_id: [0, Number(pools.categories![0])],
    to: ['Jane Doe <jane@customer.example>', 'bob@customer.example, carol@customer.example'],
    cc: ['cc@customer.example'],
    bcc: ['bcc@customer.example'],
    subject: ['Your refund'],
    content: ['<p>Hello {{contact.first_name | there}}</p>', 'Plain text'],
    body: ['A note'],
    email: ['someone@spam.example', '*@spam-domain.example', 'new-agent@fuzz.example'],
    url: ['http://127.0.0.1:9/hook', 'https://127.0.0.1:9/other'],
    domain: ['help.fuzz.example', 'kb.fuzz.example'],
    snooze_until: ['5m', 'tomorrow', 'monday', '2030-01-01T09:00:00Z'],
    search: ['tag:nothing-has-this-tag', 'refund', 'status:closed tag:none-here'],
    tag: ['fuzzed', 'vip'],
    untag: ['fuzzed'],
    event_types: [['conversation.'], ['conversation.updated', 'snippet.']],
    questions: [['How do I get a refund?', 'Refund?']],
    answer: ['Write to us.'],
    title: ['Fuzz title'],
    name: ['Fuzz name'],
    actions: [
      [{ name: 'status.close' }],
      [
        { name: 'tag', data: { tag: 'fuzzed' } },
        { name: 'note', data: { body: 'Hi {{contact.first_name | there}}' } },
      ],
    ],
    shortcut: ['fuzz-short', null],
    generated_id: ['gen-1'],
    attachments: [[], [{ name: 'a.txt', type: 'text/plain', content: Buffer.from('hello').toString('base64') }]],
    password: ['a-long-password'],
    token: pools.invitations!,
    delay: [0, 7],
    block: [false],
    status: ['OPENED', 'CLOSED'],
    role: ['agent'],
  };
}

export function queryHints(world: FuzzWorld): Hints {
  return {
    limit: ['1', '3', '5', '25', '99', '100', '250'],
    cursor: [...world.cursors.conversations!, ...world.cursors.sources!],
    search: ['status:all', 'refund', 'tag:fuzzed', '#1', 'assigned:none', 'jane@customer.example'],
    q: ['refund', 'how do I get a refund'],
    query: ['fuzz', 'jane', '@customer'],
    since: ['0', '1'],
    types: ['conversation.', 'conversation.updated,snippet.'],
    category: ['0', ...world.pools.categories!],
    // A report's days at the calendar's ends: their instants fall outside years 0001-9999 (one day apart: from <= to).
    from: ['0001-01-01', '9999-12-30', '2026-11-01'],
    to: ['0001-01-02', '9999-12-31', '2026-11-30'],
  };
}
