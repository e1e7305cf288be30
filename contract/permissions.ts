/** Permissions a caller (an API key or a signed-in agent) can hold. */
export const PERMISSIONS = ['teammate.invite', 'contact.block'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];
