// Query keys of the help site's domain. Mutations update or invalidate through these, never with no key.
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  domain: () => [...knowledgeKeys.all, 'domain'] as const,
};
