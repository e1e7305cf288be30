import type { Rule, UpdateRuleBody } from '#contract/rules';

// The list as it will be once the server has made a move or a switch: shown at once, replaced by the server's answer.

/** `list` with the rule moved to place `to` (from 0, clamped) and the others' `sort` renumbered, as the server does. */
export function moveRule(list: readonly Rule[], id: number, to: number): Rule[] {
  const moving = list.find((r) => r.id === id);
  if (!moving) return [...list];
  const rest = list.filter((r) => r.id !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moving);
  return rest.map((r, sort) => (r.sort === sort ? r : { ...r, sort }));
}

/** The list after a change of `sort` and/or `enabled` of one rule; any other field waits for the server. */
export function applyToList(list: readonly Rule[], id: number, body: Pick<UpdateRuleBody, 'sort' | 'enabled'>): Rule[] {
  const switched = body.enabled === undefined ? [...list] : list.map((r) => (r.id === id ? { ...r, enabled: body.enabled! } : r));
  return body.sort === undefined ? switched : moveRule(switched, id, body.sort);
}
