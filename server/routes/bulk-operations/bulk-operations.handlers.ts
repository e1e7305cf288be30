import type { RouteHandler } from '@hono/zod-openapi';
import {
  startMatchingOperation,
  BULK_MATCHING_MAX,
  countMatching,
  getBulkOperation,
  MATCHING_OPERATIONS_AT_ONCE,
  runningMatchingOperations,
  toBulkOperation,
} from '../../domain/conversations/bulk-operations.ts';
import { undoBulkOperation } from '../../domain/conversations/bulk-undo.ts';
import { planBulkChange } from '../../domain/conversations/bulk-update.ts';
import { actorOf } from '../../domain/conversations/events.ts';
import { parseConversationSearch } from '../../domain/conversations/search-query.ts';
import { InputError } from '../../domain/errors.ts';
import { hasPermission, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './bulk-operations.routes.ts';

const NOT_FOUND = { error: 'bulk operation not found' } as const;

function parsedSearch(search: string) {
  const parsed = parseConversationSearch(search);
  if (!parsed.ok) throw new InputError(parsed.error);
  return parsed.query;
}

export const countMatchingHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.countMatchingRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const search = parsedSearch(c.req.valid('query').search ?? '');
    const count = await countMatching(db, principal.organizationId, { search, callerAgentId: principal.agentId, now: now() });
    return c.json({ count, max: BULK_MATCHING_MAX }, 200);
  };

export const startMatchingHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.startMatchingRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const at = now();
    const { search: searchText, ...body } = c.req.valid('json');
    const search = parsedSearch(searchText);
    if ((await runningMatchingOperations(db, principal.organizationId, actorOf(principal))) >= MATCHING_OPERATIONS_AT_ONCE) {
      return c.json(
        { error: `${MATCHING_OPERATIONS_AT_ONCE} changes over a search of yours are still running: wait for one to finish` },
        429,
        { 'Retry-After': '5' },
      );
    }
    const change = await planBulkChange(db, principal.organizationId, body, { now: at, canBlock: hasPermission(principal, 'contact.block') });
    const operation = await startMatchingOperation(db, principal.organizationId, {
      search,
      searchText,
      callerAgentId: principal.agentId,
      change,
      actor: actorOf(principal),
      now: at,
    });
    return c.json({ operation: toBulkOperation(operation) }, 202);
  };

export const getOperationHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getOperationRoute, AppEnv> =>
  async (c) => {
    const row = await getBulkOperation(db, c.get('principal').organizationId, c.req.valid('param').id);
    return row ? c.json(toBulkOperation(row), 200) : c.json(NOT_FOUND, 404);
  };

export const undoOperationHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.undoOperationRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const result = await undoBulkOperation(db, principal.organizationId, c.req.valid('param').id, { now: now(), actor: actorOf(principal) });
    if (!result) return c.json(NOT_FOUND, 404);
    const body = { operation: toBulkOperation(result.operation), conversations: result.conversations };
    return result.operation.status === 'undone' ? c.json(body, 200) : c.json(body, 202);
  };
