import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { acceptProposal, dismissProposal } from '../../domain/rag/proposals/decide-proposal.ts';
import { listProposals } from '../../domain/rag/proposals/list-proposals.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { acceptProposalRoute, dismissProposalRoute, listProposalsRoute } from './rag-proposals.routes.ts';

export const listProposalsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listProposalsRoute, AppEnv> =>
  async (c) => c.json(await listProposals(db, c.get('principal').organizationId, c.req.valid('query')), 200);

export const acceptProposalHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof acceptProposalRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const { question } = c.req.valid('json') ?? {};
    return c.json(await acceptProposal(db, principal.organizationId, c.req.valid('param').id, { actor: actorOf(principal), now: now() }, question), 200);
  };

export const dismissProposalHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof dismissProposalRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    return c.json(await dismissProposal(db, principal.organizationId, c.req.valid('param').id, { actor: actorOf(principal), now: now() }), 200);
  };
