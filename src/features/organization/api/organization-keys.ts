// Query keys of the organization page. Mutations invalidate through these.
export const organizationKeys = {
  all: ['organization'] as const,
  detail: () => [...organizationKeys.all, 'detail'] as const,
};
