// Query keys of snippets and their categories. Mutations invalidate through these, never with no key.
export const snippetKeys = {
  all: ['snippets'] as const,
  list: () => [...snippetKeys.all, 'list'] as const,
  categories: () => [...snippetKeys.all, 'categories'] as const,
};
