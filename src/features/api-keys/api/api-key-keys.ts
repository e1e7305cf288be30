// Query keys of the API keys page. Mutations invalidate through these, never with no key.
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};
