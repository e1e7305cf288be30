import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '#contract/conversations';
import { describeEvent as describeAnyEvent } from '#contract/describe-event';
import { describeEvent } from './describe-event';

const dana = { id: 1, name: 'Dana Demo', email: 'dana@x.example' };
function event(type: string, data: Record<string, unknown> = {}, actor: Partial<ConversationEvent['actor']> = {}): ConversationEvent {
  return {
    id: 1,
    conversation_id: 1,
    type,
    data,
    created: '2026-05-12T10:00:00.000Z',
    actor: { type: 'agent', agent: dana, api_key_id: null, ...actor },
  };
}
const ctx = { contactName: 'Jane Doe', formatTime: (iso: string) => `<${iso}>` };

describe('describeEvent', () => {
  it('names the actor and the change', () => {
    expect(describeEvent(event('status_changed', { from: 'opened', to: 'closed' }), ctx)).toBe('Dana Demo closed the conversation');
    expect(describeEvent(event('status_changed', { from: 'closed', to: 'opened' }), ctx)).toBe('Dana Demo reopened the conversation');
    expect(describeEvent(event('status_changed', { to: 'spam' }), ctx)).toBe('Dana Demo marked the conversation as spam');
    expect(describeEvent(event('tagged', { tag: 'billing' }), ctx)).toBe('Dana Demo added the tag billing');
    expect(describeEvent(event('untagged', { tag: 'billing' }), ctx)).toBe('Dana Demo removed the tag billing');
    expect(describeEvent(event('assigned', { agent_id: 2, agent_name: 'Sam' }), ctx)).toBe('Dana Demo assigned the conversation to Sam');
    expect(describeEvent(event('assigned', { agent_id: 1, agent_name: 'Dana Demo' }), ctx)).toBe('Dana Demo took the conversation');
    expect(describeEvent(event('assigned', { agent_id: 7 }), { ...ctx, agentName: (id) => (id === 7 ? 'Nadia' : undefined) })).toBe(
      'Dana Demo assigned the conversation to Nadia',
    );
    expect(describeEvent(event('assigned', { agent_id: 8 }), ctx)).toBe('Dana Demo assigned the conversation');
    expect(describeEvent(event('unassigned', { from_agent_id: 2 }), ctx)).toBe('Dana Demo removed the assignee');
    expect(describeEvent(event('snoozed', { until: '2026-05-13T07:00:00.000Z' }), ctx)).toBe(
      'Dana Demo snoozed the conversation until <2026-05-13T07:00:00.000Z>',
    );
  });

  it('tells customer replies, the system and integrations apart', () => {
    const reopened = event('status_changed', { from: 'closed', to: 'opened', reason: 'customer_reply' }, { type: 'contact', agent: null });
    expect(describeEvent(reopened, ctx)).toBe('Jane Doe replied, which reopened the conversation');
    expect(describeEvent(event('woke_up', {}, { type: 'system', agent: null }), ctx)).toBe(
      'The snooze ended and the conversation reopened',
    );
    expect(describeEvent(event('tagged', { tag: 'vip' }, { type: 'api_key', agent: null, api_key_id: 3 }), ctx)).toBe(
      'An integration (API key #3) added the tag vip',
    );
  });

  it('says which conversation a mail named when its sender was not part of it', () => {
    const contact = { type: 'contact' as const, agent: null };
    expect(describeEvent(event('reply_to_other_conversation', { conversation_id: 123, reason: 'sender_not_in_conversation' }, contact), ctx)).toBe(
      'Jane Doe wrote in reply to conversation #123, but is not part of it: opened as a new conversation',
    );
    expect(describeEvent(event('reply_to_other_conversation', {}, contact), ctx)).toBe('Jane Doe wrote in reply to another conversation: opened as a new conversation');
  });

  it('hides events that the message itself shows', () => {
    expect(describeEvent(event('message_scheduled', { message_id: 1 }), ctx)).toBeUndefined();
    expect(describeEvent(event('message_sent', { message_id: 1 }), ctx)).toBeUndefined();
    expect(describeEvent(event('status_changed', { from: 'opened', to: 'snoozed' }), ctx)).toBeUndefined();
    expect(describeEvent(event('message_cancelled', { message_id: 1 }), ctx)).toBe('Dana Demo cancelled a scheduled reply');
  });

  it('still says something for unknown events', () => {
    expect(describeEvent(event('priority_raised'), ctx)).toBe('Dana Demo: priority raised');
  });

  it('says what the PDF export says for every event it lists', () => {
    for (const [type, data] of [
      ['status_changed', { from: 'opened', to: 'closed' }],
      ['tagged', { tags: ['vip', 'urgent'] }],
      ['contact_unblocked', { email: 'a@b.example' }],
      ['subject_changed', { to: 'New subject' }],
      ['message_failed', { failure_reason: '550 no such user' }],
    ] as const) {
      expect(describeEvent(event(type, data), ctx)).toBe(describeAnyEvent(event(type, data), ctx));
    }
    expect(describeEvent(event('tagged', { tags: ['vip', 'urgent'] }), ctx)).toBe('Dana Demo added the tags vip, urgent');
  });
});
