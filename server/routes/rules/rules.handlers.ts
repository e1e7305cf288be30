import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { InputError } from '../../domain/errors.ts';
import { findRule, listRules, toRule } from '../../domain/rules/rule-view.ts';
import { createRule, deleteRule, updateRule } from '../../domain/rules/rule-writes.ts';
import { testRule } from '../../domain/rules/test-rule.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './rules.routes.ts';

// Rules route mail by themselves, so reading them is an admin's business too: they name teammates and addresses.

export const listRulesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listRulesRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'read the rules');
    return c.json({ data: await listRules(db, principal.organizationId) }, 200);
  };

export const getRuleHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getRuleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'read the rules');
    const { id } = c.req.valid('param');
    const row = await findRule(db, principal.organizationId, id);
    if (!row) throw new InputError(`rule ${id} not found`, 404);
    return c.json(toRule(row), 200);
  };

export const createRuleHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createRuleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage rules');
    return c.json(await createRule(db, principal.organizationId, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 201);
  };

export const updateRuleHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.updateRuleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage rules');
    const { id } = c.req.valid('param');
    return c.json(await updateRule(db, principal.organizationId, id, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 200);
  };

export const deleteRuleHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.deleteRuleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'manage rules');
    await deleteRule(db, principal.organizationId, c.req.valid('param').id, { actor: actorOf(principal), now: now() });
    return c.body(null, 204);
  };

export const testRuleHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.testRuleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'test rules');
    const { id } = c.req.valid('param');
    return c.json(await testRule(db, principal.organizationId, id, c.req.valid('json').conversation_id, now()), 200);
  };
