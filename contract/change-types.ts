// Without zod: the dashboard's first chunk reads this list (the change stream), and zod would come with a schema file.
/** What happened, as event streams and webhooks name it: the one list the server emits and the dashboard follows. */
export const CHANGE_TYPES = [
  'conversation.created',
  'conversation.updated',
  'conversation.deleted',
  'conversation.sla_breached',
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
  'ai_source.proposal_changed',
  'ai_source.proposal_removed',
  'bulk.progress',
  'channel.created',
  'channel.updated',
  'organization.updated',
  'article.created',
  'article.updated',
  'article.published',
  'article.unpublished',
  'article.deleted',
  'article_category.created',
  'article_category.updated',
  'article_category.deleted',
  'knowledge_site.updated',
  'business_hours.updated',
  'sla_policy.created',
  'sla_policy.updated',
  'sla_policy.deleted',
  'sla_policy.applied',
  'rule.created',
  'rule.updated',
  'rule.deleted',
  'rule.applied',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Whether a subscription entry (a type, or a prefix ending with a dot) names at least one type of the feed. */
export function namesChangeTypes(entry: string): boolean {
  return entry.endsWith('.') ? CHANGE_TYPES.some((t) => t.startsWith(entry)) : (CHANGE_TYPES as readonly string[]).includes(entry);
}
