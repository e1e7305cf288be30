import type { RouteHandler } from '@hono/zod-openapi';
import { DnsLookupError } from '../../domain/knowledge/cname-lookup.ts';
import { clearKnowledgeDomain, getKnowledgeDomain, setKnowledgeDomain, verifyKnowledgeDomain } from '../../domain/knowledge/knowledge-domain.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { clearKnowledgeDomainRoute, getKnowledgeDomainRoute, setKnowledgeDomainRoute, verifyKnowledgeDomainRoute } from './knowledge.routes.ts';

// Where the help site is served is for owners and admins (and API keys); reading and verifying, for anyone.
const CHANGE = "change the knowledge site's domain";

export const getKnowledgeDomainHandler =
  ({ db, knowledgeCnameTarget }: ApiDeps): RouteHandler<typeof getKnowledgeDomainRoute, AppEnv> =>
  async (c) =>
    c.json(await getKnowledgeDomain(db, c.get('principal').organizationId, knowledgeCnameTarget), 200);

export const setKnowledgeDomainHandler =
  ({ db, knowledgeCnameTarget }: ApiDeps): RouteHandler<typeof setKnowledgeDomainRoute, AppEnv> =>
  async (c) => {
    const { domain } = c.req.valid('json');
    requireAdmin(c.get('principal'), CHANGE);
    return c.json(await setKnowledgeDomain(db, c.get('principal').organizationId, domain, knowledgeCnameTarget), 200);
  };

export const clearKnowledgeDomainHandler =
  ({ db, knowledgeCnameTarget }: ApiDeps): RouteHandler<typeof clearKnowledgeDomainRoute, AppEnv> =>
  async (c) => {
    requireAdmin(c.get('principal'), CHANGE);
    return c.json(await clearKnowledgeDomain(db, c.get('principal').organizationId, knowledgeCnameTarget), 200);
  };

export const verifyKnowledgeDomainHandler =
  ({ db, now, knowledgeCnameTarget, dnsServers }: ApiDeps): RouteHandler<typeof verifyKnowledgeDomainRoute, AppEnv> =>
  async (c) => {
    try {
      const result = await verifyKnowledgeDomain(db, c.get('principal').organizationId, { cnameTarget: knowledgeCnameTarget, dnsServers, now: now() });
      return c.json(result, 200);
    } catch (err) {
      // Not the client's fault and not ours: the DNS could not answer. 502, as for any failed upstream.
      if (err instanceof DnsLookupError) return c.json({ error: err.message }, 502);
      throw err;
    }
  };
