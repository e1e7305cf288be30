import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ApiTag } from './api-tags.ts';
import { refuseMalformedBody } from './refuse-malformed-body.ts';

/**
 * What every operation states beyond what createRoute asks for. Generated clients name their methods by
 * `operationId`, so it is a stable part of the API (docs/api.md, "Operation ids": a rename breaks clients); the
 * reference shows `summary`, `description` and the tag.
 */
interface Documented {
  /** camelCase, unique in the document: `listConversations`, `createConversationNote`. */
  operationId: string;
  summary: string;
  description: string;
  tags: [ApiTag, ...ApiTag[]];
}

/**
 * The one way to declare a route of the API (createRoute is not imported anywhere else: see eslint.config.js), so that
 * a route without an operationId, a summary, a description or a declared tag does not compile.
 */
export const declareRoute = <P extends string, R extends Omit<RouteConfig, 'path'> & { path: P } & Documented>(route: R) => {
  // An operation without a body still refuses a malformed one. Set on the config only, not in its type: the
  // middleware adds nothing to the context that handlers would need to know of.
  if (!route.request?.body && route.method !== 'get') (route as RouteConfig).middleware = refuseMalformedBody;
  return createRoute(route);
};
