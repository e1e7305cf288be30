import { describe, expect, it } from 'vitest';
import { actedCount, actionsWords, conditionsWords, conditionWords, opLabel } from './rule-words';

const channels = [
  { id: 1, name: 'Support', email: 'support@acme.example' },
  { id: 2, name: '', email: 'billing@acme.example' },
];
const agents = [
  { id: 7, name: 'Alex Agent' },
  { id: 8, name: 'Sam Admin' },
];

describe('conditions in words', () => {
  it('say each field as an admin would', () => {
    expect(conditionWords({ field: 'subject', op: 'contains', value: 'invoice' })).toBe('subject contains “invoice”');
    expect(conditionWords({ field: 'from_domain', op: 'is_not', value: 'acme.com' })).toBe('sender domain is not “acme.com”');
    expect(conditionWords({ field: 'body', op: 'not_contains', value: 'unsubscribe' })).toBe('message text does not contain “unsubscribe”');
    expect(conditionWords({ field: 'channel_id', op: 'is', value: 2 }, channels)).toBe('mailbox is billing@acme.example');
    expect(conditionWords({ field: 'channel_id', op: 'is_not', value: 9 }, channels)).toBe('mailbox is not #9');
    expect(conditionWords({ field: 'tag', op: 'is_not', value: 'vip' })).toBe('not tagged vip');
  });

  it('say business hours and the contact’s history plainly', () => {
    expect(conditionWords({ field: 'business_hours', op: 'is', value: true })).toBe('during business hours');
    expect(conditionWords({ field: 'business_hours', op: 'is_not', value: true })).toBe('outside business hours');
    expect(conditionWords({ field: 'business_hours', op: 'is', value: false })).toBe('outside business hours');
    expect(conditionWords({ field: 'contact_conversations', op: 'is', value: 0 })).toBe('the contact’s first conversation');
    expect(conditionWords({ field: 'contact_conversations', op: 'gt', value: 3 })).toBe('the contact has more than 3 earlier conversations');
    expect(conditionWords({ field: 'contact_conversations', op: 'lt', value: 1 })).toBe('the contact has fewer than 1 earlier conversation');
  });

  it('join them by the rule’s match, and say when there are none', () => {
    const conditions = [
      { field: 'subject', op: 'contains', value: 'invoice' },
      { field: 'tag', op: 'is', value: 'vip' },
    ];
    expect(conditionsWords({ match: 'all', conditions })).toBe('Subject contains “invoice” and tagged vip');
    expect(conditionsWords({ match: 'any', conditions })).toBe('Subject contains “invoice” or tagged vip');
    expect(conditionsWords({ match: 'all', conditions: [] })).toBe('Every mail');
  });

  it('name the operators per field in the editor', () => {
    expect(opLabel('tag', 'is')).toBe('includes');
    expect(opLabel('contact_conversations', 'gt')).toBe('is more than');
    expect(opLabel('subject', 'not_contains')).toBe('does not contain');
  });
});

describe('actions in words', () => {
  it('say what the rule does, a reply being an auto-reply', () => {
    expect(
      actionsWords(
        [
          { name: 'tag', data: { tag: 'billing' } },
          { name: 'teammates.assign', data: { agent_id: 7 } },
          { name: 'reply', data: { content: '<p>Thanks</p>' } },
          { name: 'status.close', data: {} },
        ],
        agents,
      ),
    ).toBe('Tag billing, assign Alex Agent, auto-reply, close');
  });

  it('name the agents of a round robin, and an agent it does not know by number', () => {
    expect(actionsWords([{ name: 'assign.round_robin', data: { agent_ids: [7, 8, 99] } }], agents)).toBe(
      'Assign in turn to Alex Agent, Sam Admin, agent 99',
    );
    expect(actionsWords([{ name: 'teammates.assign', data: { agent_id: null } }])).toBe('Unassign');
  });

  it('count how often a rule acted', () => {
    expect(actedCount(0)).toBeNull();
    expect(actedCount(1)).toBe('Acted once');
    expect(actedCount(1200)).toBe('Acted 1,200 times');
  });
});
