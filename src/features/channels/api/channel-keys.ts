// Query keys of the channels (the compose drawer's "From", the mailboxes page). Mutations invalidate through these.
export const channelKeys = {
  all: ['channels'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
  routing: () => [...channelKeys.all, 'routing'] as const,
};
