// Query keys of the service levels page (business hours, SLA policies). Mutations and the live layer invalidate through these.
export const serviceLevelKeys = {
  all: ['service-levels'] as const,
  businessHours: () => [...serviceLevelKeys.all, 'business-hours'] as const,
  policies: () => [...serviceLevelKeys.all, 'policies'] as const,
};
