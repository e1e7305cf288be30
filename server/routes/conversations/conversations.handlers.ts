import type { RouteHandler } from '@hono/zod-openapi';
import { attachmentDisposition, getAttachmentFile } from '../../domain/conversations/attachment-file.ts';
import { cancelScheduledMessage } from '../../domain/conversations/cancel-message.ts';
import { applyBulkUpdate } from '../../domain/conversations/bulk-apply.ts';
import { toBulkOperation } from '../../domain/conversations/bulk-operations.ts';
import { planBulkUpdate } from '../../domain/conversations/bulk-update.ts';
import { composeMessage } from '../../domain/conversations/compose.ts';
import { getConversationJson } from '../../domain/conversations/conversation-view.ts';
import { actorOf } from '../../domain/conversations/events.ts';
import { blobStream } from '../../domain/files/blob-store.ts';
import { exportConversationPdf } from '../../domain/conversations/export-conversation.ts';
import { listConversationsJson } from '../../domain/conversations/list-conversations.ts';
import { loadTimelineJson } from '../../domain/conversations/message-view.ts';
import { addNote } from '../../domain/conversations/notes.ts';
import { replyToConversation } from '../../domain/conversations/reply.ts';
import { parseConversationSearch } from '../../domain/conversations/search-query.ts';
import { viewCounts } from '../../domain/conversations/view-counts.ts';
import { InputError } from '../../domain/errors.ts';
import { hasPermission, type AppEnv, type Principal } from '../../http/app-env.ts';
import { jsonTextResponse } from '../../http/json-text-response.ts';
import type { JsonText } from '../../db/json-text.ts';
import type { Timeline } from '#contract/conversations';
import type { ApiDeps } from '../deps.ts';
import type {
  attachmentRoute,
  bulkUpdateRoute,
  cancelMessageRoute,
  countsRoute,
  composeRoute,
  exportRoute,
  getConversationRoute,
  getTimelineRoute,
  listConversationsRoute,
  noteRoute,
  replyRoute,
} from './conversations.routes.ts';

const NOT_FOUND = { error: 'conversation not found' };

/**
 * A signed-in agent writes as themselves: agent_id / agent_email are for integrations (API keys), which act
 * for the organization and must say on whose behalf they send.
 */
function asCaller<T extends { agent_id?: number | undefined; agent_email?: string | undefined }>(principal: Principal, body: T): T {
  return principal.agentId === null ? body : { ...body, agent_id: principal.agentId, agent_email: undefined };
}

export const listConversationsHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof listConversationsRoute, AppEnv> =>
  async (c) => {
    const { limit, order, search = '', cursor } = c.req.valid('query');
    const parsed = parseConversationSearch(search);
    if (!parsed.ok) throw new InputError(parsed.error);
    const principal = c.get('principal');
    const page = await listConversationsJson(db, principal.organizationId, {
      search: parsed.query,
      callerAgentId: principal.agentId,
      now: now(),
      searchText: search,
      order,
      limit,
      cursor,
    });
    return jsonTextResponse(c, page);
  };

export const bulkUpdateHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof bulkUpdateRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const at = now();
    const plan = await planBulkUpdate(db, principal.organizationId, c.req.valid('json'), {
      now: at,
      canBlock: hasPermission(principal, 'contact.block'),
    });
    const { conversations, operation } = await applyBulkUpdate(db, principal.organizationId, plan, { now: at, actor: actorOf(principal) });
    return c.json({ conversations, operation: toBulkOperation(operation) }, 200);
  };

export const composeHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof composeRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const message = await composeMessage(db, principal.organizationId, asCaller(principal, c.req.valid('json')), {
      now: now(),
      actor: actorOf(principal),
    });
    return c.json(message, 200);
  };

export const getConversationHandler =
  ({ db }: ApiDeps): RouteHandler<typeof getConversationRoute, AppEnv> =>
  async (c) => {
    const conversation = await getConversationJson(db, c.get('principal').organizationId, c.req.valid('param').id);
    return conversation ? jsonTextResponse(c, conversation) : c.json(NOT_FOUND, 404);
  };

export const getTimelineHandler =
  ({ db }: ApiDeps): RouteHandler<typeof getTimelineRoute, AppEnv> =>
  async (c) => {
    const organizationId = c.get('principal').organizationId;
    const { id } = c.req.valid('param');
    const conversation = await getConversationJson(db, organizationId, id);
    if (!conversation) return c.json(NOT_FOUND, 404);
    const timeline: JsonText<Timeline> = `{"conversation":${conversation},"entries":${await loadTimelineJson(db, organizationId, id)}}`;
    return jsonTextResponse(c, timeline);
  };

export const exportHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof exportRoute, AppEnv> =>
  async (c) => {
    const exported = await exportConversationPdf(db, c.get('principal').organizationId, c.req.valid('param').id, now());
    if (!exported) return c.json(NOT_FOUND, 404);
    return c.body(new Uint8Array(exported.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(exported.fileName),
      'Cache-Control': 'private, no-store',
    });
  };

export const attachmentHandler =
  ({ db }: ApiDeps): RouteHandler<typeof attachmentRoute, AppEnv> =>
  async (c) => {
    const { id, attachment_id } = c.req.valid('param');
    const file = await getAttachmentFile(db, c.get('principal').organizationId, id, attachment_id);
    if (!file) return c.json({ error: 'attachment not found' }, 404);
    return c.body(blobStream(db, file.blobId), 200, {
      'Content-Length': String(file.size),
      // Never rendered by the browser: an HTML or SVG attachment must not run in our origin.
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(file.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  };

export const replyHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof replyRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const message = await replyToConversation(db, principal.organizationId, c.req.valid('param').id, asCaller(principal, c.req.valid('json')), {
      now: now(),
      actor: actorOf(principal),
    });
    return message ? c.json(message, 200) : c.json(NOT_FOUND, 404);
  };

export const noteHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof noteRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const note = await addNote(db, principal.organizationId, c.req.valid('param').id, asCaller(principal, c.req.valid('json')), now(), actorOf(principal));
    return note ? c.json(note, 200) : c.json(NOT_FOUND, 404);
  };

export const cancelMessageHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof cancelMessageRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const { id, message_id } = c.req.valid('param');
    const message = await cancelScheduledMessage(db, principal.organizationId, id, message_id, {
      now: now(),
      actor: actorOf(principal),
    });
    return message ? c.json(message, 200) : c.json({ error: 'message not found' }, 404);
  };

export const countsHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof countsRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    return c.json(await viewCounts(db, principal.organizationId, principal.agentId, now()), 200);
  };
