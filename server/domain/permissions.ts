import { PERMISSIONS, type Permission, type Role } from '#contract/permissions';

// What each role may do. Owners and admins manage the team and the suppression list; agents work conversations.
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: ['teammate.invite', 'contact.block'],
  agent: [],
};

export function permissionsForRole(role: Role): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
