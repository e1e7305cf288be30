// Query keys of contacts. Mutations invalidate through these, never with no key.
export const contactKeys = {
  all: ['contacts'] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (id: number) => [...contactKeys.details(), id] as const,
};
