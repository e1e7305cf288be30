import type { RuleCondition } from '#contract/rules';

/** What a rule's conditions read: the customer's mail and its conversation, at the time the rule runs. */
export interface RuleFacts {
  channelId: number;
  /** The sender's address, lower case. */
  from: string;
  subject: string;
  body: string;
  tags: string[];
  /** Whether the mail came within the organization's business hours (always, without hours set). */
  businessHours: boolean;
  /** The contact's conversations opened before this one. */
  contactConversations: number;
}

export type ConditionActual = string | number | boolean | string[];
export interface ConditionResult {
  matched: boolean;
  actual: ConditionActual;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** Text compared without regard to case or runs of white space. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function compareText(op: RuleCondition['op'], actual: string, expected: string): boolean {
  const a = folded(actual);
  const e = folded(expected);
  switch (op) {
    case 'is':
      return a === e;
    case 'is_not':
      return a !== e;
    case 'contains':
      return a.includes(e);
    case 'not_contains':
      return !a.includes(e);
    case 'starts_with':
      return a.startsWith(e);
    case 'ends_with':
      return a.endsWith(e);
    default:
      return false;
  }
}

function compareNumber(op: RuleCondition['op'], actual: number, expected: number): boolean {
  if (op === 'is') return actual === expected;
  if (op === 'is_not') return actual !== expected;
  if (op === 'gt') return actual > expected;
  if (op === 'lt') return actual < expected;
  return false;
}

/** One condition against the facts: whether it holds, and what it read. */
export function evaluateCondition(condition: RuleCondition, facts: RuleFacts): ConditionResult {
  const { op, value } = condition;
  switch (condition.field) {
    case 'channel_id':
      return { matched: compareNumber(op, facts.channelId, Number(value)), actual: facts.channelId };
    case 'from':
      return { matched: compareText(op, facts.from, String(value)), actual: facts.from };
    case 'from_domain': {
      const domain = domainOf(facts.from);
      // ends_with is by whole labels: "example.com" covers eu.example.com, never evilexample.com.
      const expected = folded(String(value));
      const matched = op === 'ends_with' ? domain === expected || domain.endsWith(`.${expected}`) : compareText(op, domain, expected);
      return { matched, actual: domain };
    }
    case 'subject':
      return { matched: compareText(op, facts.subject, String(value)), actual: facts.subject };
    case 'body':
      return { matched: compareText(op, facts.body, String(value)), actual: facts.body.length > 200 ? `${facts.body.slice(0, 199)}…` : facts.body };
    case 'tag': {
      const has = facts.tags.includes(String(value));
      return { matched: op === 'is' ? has : !has, actual: facts.tags };
    }
    case 'business_hours':
      return { matched: op === 'is' ? facts.businessHours === value : facts.businessHours !== value, actual: facts.businessHours };
    case 'contact_conversations':
      return { matched: compareNumber(op, facts.contactConversations, Number(value)), actual: facts.contactConversations };
  }
}

/** The conditions joined by `match`: all must hold, or any one. A rule without conditions acts on every mail. */
export function evaluateConditions(match: 'all' | 'any', conditions: RuleCondition[], facts: RuleFacts) {
  const results = conditions.map((c) => evaluateCondition(c, facts));
  const matched = conditions.length === 0 || (match === 'all' ? results.every((r) => r.matched) : results.some((r) => r.matched));
  return { matched, results };
}
