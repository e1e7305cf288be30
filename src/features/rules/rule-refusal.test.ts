import { describe, expect, it } from 'vitest';
import { ruleRefusal } from './rule-refusal';

describe('ruleRefusal', () => {
  it('places a condition’s or an action’s refusal at that row’s input, without the path', () => {
    expect(ruleRefusal('conditions.0.op "gt" does not apply to subject: use is, is_not, contains')).toEqual({
      name: 'conditions.0.op',
      message: '"gt" does not apply to subject: use is, is_not, contains',
    });
    expect(ruleRefusal('actions.1.data.agent_ids must name at least one agent')).toEqual({
      name: 'actions.1.data.agent_ids',
      message: 'Must name at least one agent',
    });
    expect(ruleRefusal('conditions.2.value: no channel 99 in this organization')).toEqual({
      name: 'conditions.2.value',
      message: 'No channel 99 in this organization',
    });
  });

  it('keeps a top field’s message whole, and drops a leading "field: "', () => {
    expect(ruleRefusal('name must not be empty')).toEqual({ name: 'name', message: 'name must not be empty' });
    expect(ruleRefusal('actions may assign round-robin once')).toEqual({ name: 'actions', message: 'actions may assign round-robin once' });
    expect(ruleRefusal('trigger: must be one of conversation.created, customer.replied')).toEqual({
      name: 'trigger',
      message: 'Must be one of conversation.created, customer.replied',
    });
  });

  it('places nothing for a message that names no field of the form', () => {
    expect(ruleRefusal('the organization has 200 rules, the most it may have')).toBeNull();
    expect(ruleRefusal('Only owners and admins manage rules')).toBeNull();
    expect(ruleRefusal('sort must be 0 or more')).toBeNull();
  });
});
