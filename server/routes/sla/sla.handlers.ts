import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { getBusinessHours, putBusinessHours } from '../../domain/sla/business-hours.ts';
import { createSlaPolicy, deleteSlaPolicy, listSlaPolicies, updateSlaPolicy } from '../../domain/sla/policies.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './sla.routes.ts';

export const getBusinessHoursHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getBusinessHoursRoute, AppEnv> =>
  async (c) =>
    c.json(await getBusinessHours(db, c.get('principal').organizationId), 200);

export const putBusinessHoursHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.putBusinessHoursRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'set the business hours');
    return c.json(await putBusinessHours(db, principal.organizationId, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 200);
  };

export const listSlaPoliciesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listSlaPoliciesRoute, AppEnv> =>
  async (c) =>
    c.json({ data: await listSlaPolicies(db, c.get('principal').organizationId) }, 200);

export const createSlaPolicyHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createSlaPolicyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage SLA policies');
    return c.json(await createSlaPolicy(db, principal.organizationId, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 201);
  };

export const updateSlaPolicyHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.updateSlaPolicyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage SLA policies');
    const { id } = c.req.valid('param');
    return c.json(await updateSlaPolicy(db, principal.organizationId, id, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 200);
  };

export const deleteSlaPolicyHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.deleteSlaPolicyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage SLA policies');
    await deleteSlaPolicy(db, principal.organizationId, c.req.valid('param').id, { actor: actorOf(principal), now: now() });
    return c.body(null, 204);
  };
