import type { Permission, Role } from '#contract/permissions';
import { InputError } from '../domain/errors.ts';

/** Who is calling: resolved by the auth middleware before any /api handler runs. */
export interface Principal {
  organizationId: number;
  permissions: Permission[];
  /** The API key used, when the caller authenticated with one. */
  apiKeyId: number | null;
  /** The signed-in agent, when the caller uses a dashboard session. */
  agentId: number | null;
  /** The signed-in agent's role; null for an API key (which acts for the organization). */
  role: Role | null;
}

export interface AppEnv {
  Variables: {
    principal: Principal;
    /** Whose request budget this request counts against: `key:ID` or `session:ID`. */
    rateBucket: string;
  };
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return principal.permissions.includes(permission);
}

/**
 * Managing what the whole team uses (snippets and their categories, the knowledge site, billing) is for owners
 * and admins. An API key acts for the organization, as its owner made it to: it may.
 */
export function requireAdmin(principal: Principal, what: string): void {
  if (principal.role === 'agent') throw new InputError(`only owners and admins can ${what}`, 403);
}

/**
 * Managing the team and lifting blocks are gated by the permission that goes with them (owners and admins hold
 * both; an API key only when it was created with it), so a key made without permissions cannot deactivate
 * teammates or let a blocked sender back in.
 */
export function requirePermission(principal: Principal, permission: Permission, what: string): void {
  if (hasPermission(principal, permission)) return;
  if (principal.role === 'agent') throw new InputError(`only owners and admins can ${what}`, 403);
  throw new InputError(`this API key lacks the ${permission} permission, which is needed to ${what}`, 403);
}
