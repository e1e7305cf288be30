// The change types the dashboard follows (docs/api.md, "Change feed and webhooks"). An EventSource has no
// catch-all listener for named events: each type is listened to by name.

export const LIVE_EVENT_TYPES = [
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
] as const;
