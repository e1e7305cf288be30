import type { Presence } from '#contract/presence';

function names(list: readonly Presence[]): string {
  const all = list.map((p) => p.agent.name);
  if (all.length <= 2) return all.join(' and ');
  if (all.length === 3) return `${all[0]}, ${all[1]} and ${all[2]}`;
  return `${all[0]}, ${all[1]} and ${all.length - 2} others`;
}

function clause(list: readonly Presence[], verb: string): string {
  return `${names(list)} ${list.length === 1 ? 'is' : 'are'} ${verb}`;
}

/** "Kenji is replying", "Kenji and Ana are viewing", "Kenji is replying, Ana is viewing"; empty for nobody. */
export function presenceSentence(others: readonly Presence[]): string {
  const replying = others.filter((p) => p.state === 'replying');
  const viewing = others.filter((p) => p.state === 'viewing');
  const parts: string[] = [];
  if (replying.length) parts.push(clause(replying, 'replying'));
  if (viewing.length) parts.push(clause(viewing, 'viewing'));
  return parts.join(', ');
}
