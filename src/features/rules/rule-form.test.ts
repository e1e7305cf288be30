import { describe, expect, it } from 'vitest';
import type { Rule } from '#contract/rules';
import { actionOfDraft, bodyOfForm, formOfRule, newCondition, ruleFormSchema, valueMessage, valueOfDraft, withField, type RuleFormValues } from './rule-form';

const filled = (change: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...formOfRule(null),
  name: 'Invoices to billing',
  conditions: [{ field: 'subject', op: 'contains', value: 'invoice' }],
  actions: [
    { name: 'tag', data: { tag: 'billing' } },
    { name: 'teammates.assign', data: { agent_id: 7 } },
  ],
  ...change,
});

describe('the rule form', () => {
  it('turns its values into the API body, each value in the type its field takes', () => {
    const body = bodyOfForm(
      filled({
        match: 'any',
        conditions: [
          { field: 'channel_id', op: 'is', value: '3' },
          { field: 'business_hours', op: 'is', value: 'false' },
          { field: 'contact_conversations', op: 'gt', value: '2' },
          { field: 'from', op: 'ends_with', value: '@acme.com' },
        ],
      }),
    );
    expect(body).toEqual({
      name: 'Invoices to billing',
      enabled: true,
      trigger: 'conversation.created',
      match: 'any',
      conditions: [
        { field: 'channel_id', op: 'is', value: 3 },
        { field: 'business_hours', op: 'is', value: false },
        { field: 'contact_conversations', op: 'gt', value: 2 },
        { field: 'from', op: 'ends_with', value: '@acme.com' },
      ],
      actions: [
        { name: 'tag', data: { tag: 'billing' } },
        { name: 'teammates.assign', data: { agent_id: 7 } },
      ],
      stop_after: false,
    });
  });

  it('leaves a value that is not what its field takes as text, so the contract names it', () => {
    expect(valueOfDraft('contact_conversations', '')).toBe('');
    expect(valueOfDraft('contact_conversations', 'many')).toBe('many');
    expect(valueOfDraft('contact_conversations', '1.5')).toBe(1.5);
    expect(valueOfDraft('channel_id', '')).toBe('');
  });

  it('sends only the data of an action’s kind, and a snooze time only with the snoozed status', () => {
    expect(actionOfDraft({ name: 'tag', data: { tag: 'x', agent_ids: [1], content: '<p>Hi</p>' } })).toEqual({ name: 'tag', data: { tag: 'x' } });
    expect(actionOfDraft({ name: 'status', data: { status: 'closed', snooze_until: 'tomorrow' } })).toEqual({ name: 'status', data: { status: 'closed' } });
    expect(actionOfDraft({ name: 'status', data: { status: 'snoozed', snooze_until: 'tomorrow' } })).toEqual({
      name: 'status',
      data: { status: 'snoozed', snooze_until: 'tomorrow' },
    });
    expect(actionOfDraft({ name: 'assign.round_robin', data: { agent_ids: [4, 5] } })).toEqual({ name: 'assign.round_robin', data: { agent_ids: [4, 5] } });
  });

  it('keeps the operator for a field of the same kind, and a typed value for a field typed as well', () => {
    expect(withField({ field: 'subject', op: 'starts_with', value: 'Re:' }, 'body')).toEqual({ field: 'body', op: 'starts_with', value: 'Re:' });
    expect(withField({ field: 'subject', op: 'contains', value: 'x' }, 'channel_id', 4)).toEqual({ field: 'channel_id', op: 'is', value: '4' });
    expect(withField({ field: 'subject', op: 'is', value: 'x' }, 'business_hours')).toEqual({ field: 'business_hours', op: 'is', value: 'true' });
    expect(withField({ field: 'subject', op: 'contains', value: 'vip' }, 'tag')).toEqual({ field: 'tag', op: 'is', value: 'vip' });
    expect(withField({ field: 'tag', op: 'is_not', value: 'vip' }, 'contact_conversations')).toEqual({ field: 'contact_conversations', op: 'gt', value: '0' });
    expect(withField({ field: 'tag', op: 'is', value: 'vip' }, 'subject')).toEqual({ field: 'subject', op: 'contains', value: 'vip' });
    expect(newCondition('contact_conversations')).toEqual({ field: 'contact_conversations', op: 'gt', value: '0' });
  });

  it('checks what it sends with the contract, at the paths of the form', () => {
    expect(ruleFormSchema.safeParse(filled()).success).toBe(true);
    const result = ruleFormSchema.safeParse(
      filled({
        name: ' ',
        conditions: [{ field: 'subject', op: 'contains', value: '' }],
        actions: [{ name: 'assign.round_robin', data: { agent_ids: [] } }],
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'conditions.0.value', 'actions.0.data.agent_ids']));
  });

  it('reads a saved rule back into the form', () => {
    const rule: Rule = {
      id: 1,
      name: 'Night shift',
      enabled: false,
      trigger: 'customer.replied',
      match: 'all',
      conditions: [{ field: 'business_hours', op: 'is', value: false }],
      actions: [{ name: 'reply', data: { content: '<p>We are closed</p>' } }],
      stop_after: true,
      sort: 0,
      applied_count: 3,
      last_applied_at: null,
      created: '2026-05-01T08:00:00.000Z',
      updated: '2026-05-01T08:00:00.000Z',
    };
    const form = formOfRule(rule);
    expect(form.conditions).toEqual([{ field: 'business_hours', op: 'is', value: 'false' }]);
    expect(bodyOfForm(form)).toMatchObject({ enabled: false, trigger: 'customer.replied', stop_after: true, conditions: [{ value: false }] });
  });

  it('shows a value error without the contract’s lead-in', () => {
    expect(valueMessage('text', 'subject takes text: must not be empty')).toBe('Must not be empty');
    expect(valueMessage('channel', 'channel_id takes a channel id: Invalid input: expected number, received string')).toBe('Choose a mailbox');
    expect(valueMessage('number', 'contact_conversations takes a whole number: must be 0 or more')).toBe('Must be 0 or more');
    // The server's, once its path went and it became a sentence.
    expect(valueMessage('text', 'Subject takes text: must not be empty')).toBe('Must not be empty');
  });
});
