import { describe, expect, it } from 'vitest';
import type { SlaPolicy } from '#contract/sla';
import {
  createPolicyFormSchema as createForm,
  formOfPolicy,
  updatePolicyFormSchema as updateForm,
  type SlaPolicyFormValues,
} from './sla-policy-form';

const values = (change: Partial<SlaPolicyFormValues> = {}): SlaPolicyFormValues => ({
  ...formOfPolicy(null),
  name: 'Priority',
  first_response_minutes: { hours: '', minutes: '60' },
  ...change,
});

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const policy: SlaPolicy = {
  id: 4,
  name: 'VIP',
  sort: 0,
  first_response_minutes: 60,
  next_response_minutes: null,
  resolution_minutes: 1560,
  business_hours: true,
  conditions: { channel_ids: [2], tags: ['vip', 'urgent'] },
  created: '2026-05-01T08:00:00.000Z',
  updated: '2026-05-01T08:00:00.000Z',
};

describe('the SLA policy form', () => {
  it('sends minutes, lower-cased tags once each, and no condition it was not given', () => {
    const result = createForm.parse(values({ business_hours: true, conditions: { channel_ids: [], tags: ' VIP, urgent,,vip ' } }));
    expect(result).toEqual({
      name: 'Priority',
      first_response_minutes: 60,
      next_response_minutes: null,
      resolution_minutes: null,
      business_hours: true,
      conditions: { tags: ['vip', 'urgent'] },
    });
  });

  it('reads hours and minutes together', () => {
    expect(createForm.parse(values({ resolution_minutes: { hours: '26', minutes: '5' } })).resolution_minutes).toBe(1565);
  });

  it('asks for a target at the first one when none is given', () => {
    const result = createForm.safeParse(values({ first_response_minutes: { hours: '', minutes: '' } }));
    expect(issues(result)).toEqual([
      ['first_response_minutes.hours', 'Give at least one target: first response, next response or resolution'],
    ]);
  });

  it('refuses what is not whole hours and minutes, zero, and a tag with a space', () => {
    const result = createForm.safeParse(
      values({
        next_response_minutes: { hours: '1.5', minutes: '' },
        resolution_minutes: { hours: '0', minutes: '0' },
        conditions: { channel_ids: [], tags: 'vip, two words' },
      }),
    );
    expect(issues(result)).toEqual([
      ['next_response_minutes.hours', 'Enter whole hours and minutes'],
      ['resolution_minutes.hours', 'Enter at least 1 minute, or leave both empty for no target'],
      ['conditions.tags', 'Tag “two words” must not contain spaces, commas or quotes'],
    ]);
  });

  it('passes on the contract’s refusals: an empty name, a target over 90 days', () => {
    expect(issues(createForm.safeParse(values({ name: '  ' })))).toEqual([['name', 'name must not be empty']]);
    const long = createForm.safeParse(values({ first_response_minutes: { hours: '2161', minutes: '' } }));
    expect(issues(long)).toEqual([['first_response_minutes', 'first_response_minutes must be at most 129600 minutes (90 days)']]);
  });

  it('fills the form from a policy and, unchanged, sends it back as it was', () => {
    const form = formOfPolicy(policy);
    expect(form).toMatchObject({
      first_response_minutes: { hours: '1', minutes: '' },
      resolution_minutes: { hours: '26', minutes: '' },
      conditions: { channel_ids: [2], tags: 'vip, urgent' },
    });
    expect(updateForm.parse(form)).toEqual({
      name: 'VIP',
      first_response_minutes: 60,
      next_response_minutes: null,
      resolution_minutes: 1560,
      business_hours: true,
      conditions: { channel_ids: [2], tags: ['vip', 'urgent'] },
    });
  });

  it('removes a target and the conditions of an edited policy (null and an empty conditions object)', () => {
    const form = { ...formOfPolicy(policy), resolution_minutes: { hours: '', minutes: '' }, conditions: { channel_ids: [], tags: '' } };
    expect(updateForm.parse(form)).toMatchObject({ resolution_minutes: null, conditions: {} });
  });
});
