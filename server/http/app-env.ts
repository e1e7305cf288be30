import type { Permission } from '../../contract/permissions.ts';

/** Who is calling: resolved by the auth middleware before any /api handler runs. */
export interface Principal {
  organizationId: number;
  permissions: Permission[];
  /** The API key used, when the caller authenticated with one. */
  apiKeyId: number | null;
  /** The signed-in agent, when the caller uses a dashboard session. */
  agentId: number | null;
}

export interface AppEnv {
  Variables: {
    principal: Principal;
  };
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return principal.permissions.includes(permission);
}
