import type { SeedStatus } from './drafts.ts';

// The conversation columns that summarise its messages, computed the way the rest of the service defines them.

/**
 * When the customer started waiting: the earliest inbound message after the last agent reply, while the
 * conversation still needs an answer (last message inbound, status opened or snoozed); null otherwise.
 */
export function waitingSinceOf(
  messages: readonly { direction: 'inbound' | 'outbound'; createdAt: Date }[],
  status: SeedStatus,
): Date | null {
  const last = messages[messages.length - 1];
  if (!last || last.direction !== 'inbound' || (status !== 'opened' && status !== 'snoozed')) return null;
  let start = last.createdAt;
  for (let i = messages.length - 1; i >= 0 && messages[i]!.direction === 'inbound'; i--) start = messages[i]!.createdAt;
  return start;
}

/** The first reply sent, by whom, and how long the customer had waited for it when they wrote first. */
export function firstReplyOf(
  messages: readonly { direction: 'inbound' | 'outbound'; status: string; agentId: number | null; createdAt: Date; sentAt: Date | null }[],
): { firstReplyAt: Date | null; firstReplyAgentId: number | null; firstResponseSeconds: number | null } {
  const reply = messages.filter((m) => m.direction === 'outbound' && m.status === 'sent' && m.sentAt).sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime())[0];
  if (!reply) return { firstReplyAt: null, firstReplyAgentId: null, firstResponseSeconds: null };
  const first = messages[0]!;
  const seconds = first.direction === 'inbound' ? Math.max(0, Math.round((reply.sentAt!.getTime() - first.createdAt.getTime()) / 1000)) : null;
  return { firstReplyAt: reply.sentAt, firstReplyAgentId: reply.agentId, firstResponseSeconds: seconds };
}
