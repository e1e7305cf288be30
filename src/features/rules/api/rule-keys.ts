// Query keys of the rules page. Mutations and the live layer (rule.* events) invalidate through these.
export const ruleKeys = {
  all: ['rules'] as const,
  list: () => [...ruleKeys.all, 'list'] as const,
};
