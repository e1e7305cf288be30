// No zod here (nor any import): the dashboard's event stream client, on its first screen, listens to each of these
// types by name, and must not pull the contract's schemas (and zod) into the first download.

/** What happened, as event streams and webhooks name it: the one list the server emits and the dashboard follows. */
export const CHANGE_TYPES = [
  'conversation.created',
  'conversation.updated',
  'conversation.deleted',
  'message.received',
  'message.scheduled',
  'message.sent',
  'message.failed',
  'message.cancelled',
  'note.added',
  'snippet.applied',
  'contact.updated',
  'suppression.added',
  'suppression.removed',
  'ai_source.status_changed',
  'bulk.progress',
  'channel.created',
  'channel.updated',
  'organization.updated',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Whether a subscription entry (a type, or a prefix ending with a dot) names at least one type of the feed. */
export function namesChangeTypes(entry: string): boolean {
  return entry.endsWith('.') ? CHANGE_TYPES.some((t) => t.startsWith(entry)) : (CHANGE_TYPES as readonly string[]).includes(entry);
}
