import type { RouteHandler } from '@hono/zod-openapi';
import { listApiKeys } from '../../domain/api-key-list.ts';
import { createApiKey, revokeApiKey } from '../../domain/api-keys.ts';
import { InputError } from '../../domain/errors.ts';
import type { AppEnv, Principal } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './api-keys.routes.ts';

/** Keys are the organization's secrets: managed by its owners and admins in the dashboard, never by a key. */
function requireKeyManager(principal: Principal): void {
  if (principal.apiKeyId !== null) throw new InputError('API keys are managed in the dashboard by owners and admins, not with an API key', 403);
  if (principal.role === 'agent') throw new InputError('only owners and admins can manage API keys', 403);
}

export const listApiKeysHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listApiKeysRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireKeyManager(principal);
    return c.json(await listApiKeys(db, principal.organizationId), 200);
  };

export const createApiKeyHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.createApiKeyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireKeyManager(principal);
    const body = c.req.valid('json');
    // A key can hold only what its creator may do.
    const beyond = body.permissions.find((p) => !principal.permissions.includes(p));
    if (beyond) throw new InputError(`permissions: you cannot give a key ${beyond}, which you do not hold`, 403);
    const created = await createApiKey(db, { organizationId: principal.organizationId, name: body.name, permissions: body.permissions, createdById: principal.agentId });
    const [listed] = await listApiKeys(db, principal.organizationId, created.id);
    return c.json({ ...listed!, key: created.key }, 201);
  };

export const revokeApiKeyHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.revokeApiKeyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireKeyManager(principal);
    return (await revokeApiKey(db, principal.organizationId, c.req.valid('param').id)) ? c.body(null, 204) : c.json({ error: 'API key not found' }, 404);
  };
