import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from './conversations.ts';
import { describeEvent, type EventContext } from './describe-event.ts';

const dana = { id: 1, name: 'Dana Demo', email: 'dana@acme.test' };
const agent: ConversationEvent['actor'] = { type: 'agent', agent: dana, api_key_id: null };
const contact: ConversationEvent['actor'] = { type: 'contact', agent: null, api_key_id: null };
const system: ConversationEvent['actor'] = { type: 'system', agent: null, api_key_id: null };
const integration: ConversationEvent['actor'] = { type: 'api_key', agent: null, api_key_id: 5 };
const ctx: EventContext = { contactName: 'Maria Lopez', agentName: (id) => (id === 2 ? 'Kenji Sato' : undefined), formatTime: (v) => `<${v}>` };
const say = (type: string, data: Record<string, unknown> = {}, actor = agent) =>
  describeEvent({ id: 1, conversation_id: 42, type, actor, data, created: '2026-05-12T10:00:00.000Z' }, ctx);

describe('describeEvent', () => {
  it('describes every event the service writes in words', () => {
    expect(say('created', {}, contact)).toBe('Maria Lopez started the conversation');
    expect(say('status_changed', { from: 'opened', to: 'closed' })).toBe('Dana Demo closed the conversation');
    expect(say('status_changed', { from: 'closed', to: 'opened' })).toBe('Dana Demo reopened the conversation');
    expect(say('status_changed', { to: 'spam' })).toBe('Dana Demo marked the conversation as spam');
    expect(say('status_changed', { from: 'closed', to: 'opened', reason: 'customer_reply' }, contact)).toBe('Maria Lopez replied, which reopened the conversation');
    expect(say('snoozed', { until: 'X' })).toBe('Dana Demo snoozed the conversation until <X>');
    expect(say('woke_up', { snoozed_until: 'X' }, system)).toBe('The snooze ended and the conversation reopened');
    expect(say('sla_breached', { targets: ['first_response'], due_at: { first_response: 'X' } }, system)).toBe('The first response target was missed (due <X>)');
    expect(say('sla_breached', { targets: ['next_response', 'resolution'], due_at: {} }, system)).toBe('The next response and resolution targets were missed');
    expect(say('assigned', { agent_id: 2 })).toBe('Dana Demo assigned the conversation to Kenji Sato');
    expect(say('assigned', { agent_id: 1, agent_name: 'Dana Demo' })).toBe('Dana Demo took the conversation');
    expect(say('assigned', { agent_id: 77 })).toBe('Dana Demo assigned the conversation');
    expect(say('unassigned', { from_agent_id: 2 })).toBe('Dana Demo removed the assignee');
    expect(say('tagged', { tag: 'billing' }, integration)).toBe('An integration (API key #5) added the tag billing');
    expect(say('untagged', { tags: ['vip', 'urgent'] })).toBe('Dana Demo removed the tags vip, urgent');
    expect(say('contact_blocked', { email: 'spam@junk.example' })).toBe('Dana Demo blocked spam@junk.example');
    expect(say('message_scheduled', { message_id: 427, send_at: 'T' })).toBe('Dana Demo scheduled a reply to be sent at <T>');
    expect(say('message_sent', { message_id: 427 }, system)).toBe('A reply was sent');
    expect(say('message_cancelled', { message_id: 427 })).toBe('Dana Demo cancelled a scheduled reply');
    expect(say('message_failed', { message_id: 427, reason: '550 no such user' }, system)).toBe('A reply could not be delivered: 550 no such user');
    expect(say('action_failed', { action: 'teammates.assign', reason: 'agent 9 not found' }, system)).toBe(
      'An action after sending (teammates.assign) failed: agent 9 not found',
    );
    expect(say('snippet_applied', { snippet_id: 3, title: 'Refund done' })).toBe('Dana Demo applied the snippet "Refund done"');
    expect(say('rule_applied', { rule_id: 4, name: 'Billing desk', actions: ['Add the tag billing', 'Assign to Bob'], skipped: [{ action: 'reply', reason: 'the mail is automated' }], failed: [] })).toBe(
      'The rule "Billing desk" acted (not done: reply: the mail is automated)',
    );
    expect(say('rule_applied', { rule_id: 4, actions: [] })).toBe('A rule acted');
    // What a rule does is said in its name; the system's own changes stay the system's.
    expect(say('tagged', { tags: ['billing'], rule: { id: 4, name: 'Billing desk' } }, system)).toBe('The rule "Billing desk" added the tag billing');
    expect(say('assigned', { agent_id: 2, agent_name: 'Bob', rule: { id: 4, name: 'Billing desk' } }, system)).toMatch(/^The rule "Billing desk" assigned the conversation/);
    expect(say('tagged', { tags: ['billing'] }, system)).toBe('The system added the tag billing');
    expect(say('reply_to_other_conversation', { conversation_id: 123, reason: 'sender_not_in_conversation' }, contact)).toBe(
      'Maria Lopez wrote in reply to conversation #123, but is not part of it: opened as a new conversation',
    );
    expect(say('help_center_message', { article_title: 'Refunds', article_url: 'https://help.example.com/articles/refunds' }, contact)).toBe(
      'Maria Lopez wrote through the help center\'s contact form, after reading "Refunds"',
    );
    expect(say('help_center_message', {}, contact)).toBe("Maria Lopez wrote through the help center's contact form");
  });

  it('never prints raw data, also for event types it does not know', () => {
    expect(say('merged_into', { conversation_id: 99 })).toBe('Dana Demo: merged into');
    expect(say('status_changed', {})).toBe('Dana Demo changed the status');
    expect(say('tagged', {})).toBe('Dana Demo added a tag');
  });
});
