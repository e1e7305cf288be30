import type { BulkOperation } from '#contract/conversations';
import type { Article, KnowledgeCategory } from '#contract/knowledge-articles';
import type { RagSourceAccepted } from '#contract/rag';
import type { Snippet, SnippetCategory } from '#contract/snippets';
import type { Suppression } from '#contract/suppressions';
import type { CreatedWebhook } from '#contract/webhooks';
import { agents, ragProposals } from '../../server/db/schema.ts';
import { createInvite } from '../../server/domain/agents.ts';
import { createApiKey } from '../../server/domain/api-keys.ts';
import { runRagJobs } from '../support/rag-test-kit.ts';
import type { TestApp } from '../support/test-app.ts';
import { callApi, expectJson } from './callers.ts';
import type { Tenant } from './seed-tenant.ts';

/** A 1x1 PNG: an image the help center's upload accepts. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// For every operation, a request that succeeds when its caller may make it: real ids of the organization, a valid
// body, and a fresh target for what can only be done once (deleting, revoking, undoing). The permission table
// test makes each one as each caller; an operation without a request here fails that test.

export interface RequestPlan {
  path?: Record<string, string | number>;
  query?: string;
  body?: unknown;
}

export interface RecipeContext {
  t: TestApp;
  x: Tenant;
  /** Unique per request, for names and addresses that must not repeat. */
  n: number;
}

type Recipe = (c: RecipeContext) => RequestPlan | Promise<RequestPlan>;

/** Made with the organization's owner key, which may do all of it. */
async function made<T>(c: RecipeContext, method: string, path: string, json: unknown, status: number): Promise<T> {
  return expectJson<T>(await callApi(c.t, c.x.owner, method, path, json), status, `preparing ${method} ${path}`);
}

const content = { content: '<p>Thanks for writing.</p>' };

/** A pending proposal for the tenant's Q&A, inserted as a row: a reply can propose a customer's question only once. */
async function freshProposal(c: RecipeContext): Promise<number> {
  const question = `Where is parcel ${c.n}?`;
  const [row] = await c.t.database.db
    .insert(ragProposals)
    .values({ organizationId: c.x.org.organization.id, sourceUuid: c.x.rag.question, question, questionKey: question.toLowerCase(), origin: 'suggested' })
    .returning({ id: ragProposals.id });
  return row!.id;
}
const none: Recipe = () => ({});

export const REQUESTS: Record<string, Recipe> = {
  'GET /agents/pending': none,
  'POST /agents/invites': (c) => ({ body: { email: `invitee-${c.n}@permissions.test`, role: 'agent' } }),
  'DELETE /agents/invites/{id}': async (c) => ({
    path: { id: (await createInvite(c.t.database.db, { organizationId: c.x.org.organization.id, email: `revoked-${c.n}@permissions.test`, role: 'agent' })).id },
  }),
  'GET /agents': none,
  'PATCH /agents/{id}': (c) => ({ path: { id: c.x.agent.id }, body: { role: 'agent' } }),
  'DELETE /agents/{id}': async (c) => {
    // Inserted as a row: an agent who never signs in needs no (slow) password hash.
    const [leaver] = await c.t.database.db
      .insert(agents)
      .values({ organizationId: c.x.org.organization.id, email: `leaver-${c.n}@permissions.test`, name: 'Leaver', role: 'agent', passwordHash: 'never-signs-in' })
      .returning({ id: agents.id });
    return { path: { id: leaver!.id } };
  },
  'GET /contacts/suppressed': none,
  'POST /contacts/suppressed': (c) => ({ body: { email: `blocked-${c.n}@permissions.test` } }),
  'DELETE /contacts/suppressed/{id}': async (c) => ({
    path: { id: (await made<Suppression>(c, 'POST', '/contacts/suppressed', { email: `lifted-${c.n}@permissions.test` }, 200)).id },
  }),
  'GET /contacts': none,
  'GET /contacts/{id}': (c) => ({ path: { id: c.x.contactId } }),
  'PATCH /contacts/{id}': (c) => ({ path: { id: c.x.contactId }, body: { name: `Customer ${c.n}` } }),
  'GET /channels': none,
  'GET /channels/routing': none,
  'POST /channels': (c) => ({ body: { email: `mailbox-${c.n}@permissions.test`, name: `Mailbox ${c.n}` } }),
  'PATCH /channels/{id}': (c) => ({ path: { id: c.x.channelId }, body: { name: `Help ${c.n}` } }),
  'GET /organization': none,
  // Its own name again: allowed callers succeed without changing what the other requests see.
  'PATCH /organization': (c) => ({ body: { name: c.x.org.organization.name } }),
  'GET /organization/business-hours': none,
  'PUT /organization/business-hours': () => ({ body: { days: [{ day: 'mon', open: '09:00', close: '17:00' }] } }),
  'GET /sla-policies': none,
  'GET /reports/overview': none,
  'GET /reports/volume': () => ({ query: '?interval=week&group_by=agent' }),
  'POST /sla-policies': (c) => ({ body: { name: `Policy ${c.n}`, first_response_minutes: 60 } }),
  'PATCH /sla-policies/{id}': async (c) => ({
    path: { id: (await made<{ id: number }>(c, 'POST', '/sla-policies', { name: `To change ${c.n}`, resolution_minutes: 600 }, 201)).id },
    body: { name: `Changed ${c.n}` },
  }),
  'DELETE /sla-policies/{id}': async (c) => ({
    path: { id: (await made<{ id: number }>(c, 'POST', '/sla-policies', { name: `Doomed ${c.n}`, resolution_minutes: 600 }, 201)).id },
  }),
  'GET /rules': none,
  'POST /rules': (c) => ({ body: { name: `Rule ${c.n}`, trigger: 'conversation.created', actions: [{ name: 'tag', data: { tag: 'permissions' } }] } }),
  'GET /rules/{id}': (c) => ({ path: { id: c.x.ruleId } }),
  'PATCH /rules/{id}': async (c) => ({
    path: { id: (await made<{ id: number }>(c, 'POST', '/rules', { name: `To change ${c.n}`, trigger: 'customer.replied', actions: [{ name: 'status.close' }] }, 201)).id },
    body: { name: `Changed ${c.n}` },
  }),
  'DELETE /rules/{id}': async (c) => ({
    path: { id: (await made<{ id: number }>(c, 'POST', '/rules', { name: `Doomed ${c.n}`, trigger: 'customer.replied', actions: [{ name: 'status.close' }] }, 201)).id },
  }),
  'POST /rules/{id}/test': (c) => ({ path: { id: c.x.ruleId }, body: { conversation_id: c.x.conversationId } }),
  'GET /conversations/bulk/matching': () => ({ query: '?search=tag:permissions-none' }),
  'POST /conversations/bulk/matching': (c) => ({ body: { search: `tag:permissions-none-${c.n}`, tag: 'matched' } }),
  'GET /conversations/bulk/{id}': (c) => ({ path: { id: c.x.bulkOperationId } }),
  'POST /conversations/bulk/{id}/undo': async (c) => {
    const { operation } = await made<{ operation: BulkOperation }>(c, 'POST', '/conversations/bulk', { ids: [c.x.conversationId], tag: `undo-${c.n}` }, 200);
    return { path: { id: operation.id } };
  },
  'GET /conversations': none,
  'POST /conversations/bulk': (c) => ({ body: { ids: [c.x.conversationId], tag: 'bulk' } }),
  'GET /conversations/counts': none,
  'POST /conversations/compose': (c) => ({ body: { channel_id: c.x.channelId, to: `prospect-${c.n}@permissions.test`, content, agent_id: c.x.org.owner.id, delay: 86_400 } }),
  'GET /conversations/{id}': (c) => ({ path: { id: c.x.conversationId } }),
  'GET /conversations/{id}/messages': (c) => ({ path: { id: c.x.conversationId } }),
  'POST /conversations/{id}/messages': (c) => ({ path: { id: c.x.conversationId }, body: { content, agent_id: c.x.org.owner.id, delay: 86_400 } }),
  'GET /conversations/{id}/export': (c) => ({ path: { id: c.x.conversationId } }),
  'GET /conversations/{id}/attachments/{attachment_id}': (c) => ({ path: { id: c.x.conversationId, attachment_id: c.x.attachmentId } }),
  'POST /conversations/{id}/notes': (c) => ({ path: { id: c.x.conversationId }, body: { body: 'A note.', agent_id: c.x.org.owner.id } }),
  // Cancelling a cancelled message answers it again: one scheduled message serves every caller.
  'POST /conversations/{id}/messages/{message_id}/cancel': (c) => ({ path: { id: c.x.conversationId, message_id: c.x.scheduledMessageId } }),
  'POST /organization/rag/sources/questions': () => ({ body: { questions: ['How do refunds work?'], answer: 'Within 30 days.' } }),
  'PATCH /organization/rag/sources/questions/{uuid}': (c) => ({ path: { uuid: c.x.rag.question }, body: { answer: `Answer ${c.n}` } }),
  'POST /organization/rag/sources/text': () => ({ body: { title: 'Returns', content: 'Return any item within 30 days.' } }),
  'PATCH /organization/rag/sources/text/{uuid}': (c) => ({ path: { uuid: c.x.rag.text }, body: { title: `Returns ${c.n}` } }),
  'POST /organization/rag/sources/conversation': (c) => ({ body: { conversation_id: c.x.conversationId } }),
  'GET /organization/rag/sources/conversation/draft': (c) => ({ query: `?conversation_id=${c.x.conversationId}` }),
  'GET /organization/rag/sources': none,
  'GET /organization/rag/sources/{uuid}': (c) => ({ path: { uuid: c.x.rag.text } }),
  'DELETE /organization/rag/sources/{uuid}': async (c) => ({
    path: { uuid: (await made<RagSourceAccepted>(c, 'POST', '/organization/rag/sources/questions', { questions: ['Gone?'], answer: 'Soon.' }, 202)).uuid },
  }),
  'POST /organization/rag/sources/{uuid}/reprocess': async (c) => {
    const { uuid } = await made<RagSourceAccepted>(c, 'POST', '/organization/rag/sources/questions', { questions: ['???'], answer: '...' }, 202);
    await runRagJobs(c.t); // nothing searchable: the source fails, and only a failed source is reprocessed
    return { path: { uuid } };
  },
  'GET /organization/rag/search': () => ({ query: '?q=parcel' }),
  'GET /organization/rag/proposals': none,
  'POST /organization/rag/proposals/{id}/accept': async (c) => ({ path: { id: await freshProposal(c) } }),
  'POST /organization/rag/proposals/{id}/dismiss': async (c) => ({ path: { id: await freshProposal(c) } }),
  'GET /snippets/categories': none,
  'POST /snippets/categories': (c) => ({ body: { name: `Category ${c.n}` } }),
  'PATCH /snippets/categories/{id}': (c) => ({ path: { id: c.x.categoryId }, body: { name: `Renamed ${c.n}` } }),
  'DELETE /snippets/categories/{id}': async (c) => ({
    path: { id: (await made<SnippetCategory>(c, 'POST', '/snippets/categories', { name: `Doomed ${c.n}` }, 201)).id },
  }),
  'POST /snippets': (c) => ({ body: { title: `Snippet ${c.n}`, actions: [{ name: 'status.close' }] } }),
  'GET /snippets': none,
  'GET /snippets/{id}': (c) => ({ path: { id: c.x.snippetId } }),
  'PATCH /snippets/{id}': (c) => ({ path: { id: c.x.snippetId }, body: { title: `Tag it ${c.n}` } }),
  'DELETE /snippets/{id}': async (c) => ({
    path: { id: (await made<Snippet>(c, 'POST', '/snippets', { title: `Doomed ${c.n}`, actions: [{ name: 'status.close' }] }, 201)).id },
  }),
  'POST /conversations/{id}/snippets/{snippet_id}/apply': (c) => ({ path: { id: c.x.conversationId, snippet_id: c.x.snippetId }, body: {} }),
  'GET /api-keys': none,
  'POST /api-keys': (c) => ({ body: { name: `Key ${c.n}`, permissions: [] } }),
  'DELETE /api-keys/{id}': async (c) => ({
    path: { id: (await createApiKey(c.t.database.db, { organizationId: c.x.org.organization.id, name: `Doomed ${c.n}`, permissions: [] })).id },
  }),
  'GET /events': none,
  'GET /presence': none,
  'POST /presence': (c) => ({ body: { conversation_id: c.x.conversationId, state: 'viewing' } }),
  'DELETE /presence/{conversation_id}': (c) => ({ path: { conversation_id: c.x.conversationId } }),
  'GET /webhooks': none,
  'POST /webhooks': (c) => ({ body: { url: `http://127.0.0.1:9/hook-${c.n}` } }),
  'GET /webhooks/{id}': (c) => ({ path: { id: c.x.webhookId } }),
  'PATCH /webhooks/{id}': (c) => ({ path: { id: c.x.webhookId }, body: { description: `Hook ${c.n}` } }),
  'DELETE /webhooks/{id}': async (c) => ({
    path: { id: (await made<CreatedWebhook>(c, 'POST', '/webhooks', { url: `http://127.0.0.1:9/doomed-${c.n}` }, 201)).id },
  }),
  'GET /webhooks/{id}/deliveries': (c) => ({ path: { id: c.x.webhookId } }),
  'POST /webhooks/{id}/deliveries/{deliveryId}/redeliver': (c) => ({ path: { id: c.x.webhookId, deliveryId: c.x.deliveryId } }),
  'GET /organization/invoices': none,
  'GET /organization/invoices/{id}/pdf': (c) => ({ path: { id: c.x.invoiceId } }),
  'GET /knowledge/domain': none,
  'PUT /knowledge/domain': (c) => ({ body: { domain: c.x.knowledgeDomain } }),
  'DELETE /knowledge/domain': none,
  // A domain must be set to be verified (a DELETE may just have cleared it).
  'GET /knowledge/verify': async (c) => {
    await made(c, 'PUT', '/knowledge/domain', { domain: c.x.knowledgeDomain }, 200);
    return {};
  },
  'GET /knowledge/site': none,
  'PATCH /knowledge/site': () => ({ body: { contact_channel_id: null } }),
  'POST /knowledge/images': () => ({ body: { name: 'pixel.png', content: PIXEL_PNG } }),
  'DELETE /knowledge/images/{id}': async (c) => ({
    path: { id: (await made<{ id: number }>(c, 'POST', '/knowledge/images', { name: `doomed-${c.n}.png`, content: PIXEL_PNG }, 201)).id },
  }),
  'GET /knowledge/categories': none,
  'POST /knowledge/categories': (c) => ({ body: { name: `Help category ${c.n}` } }),
  'PATCH /knowledge/categories/{id}': async (c) => ({
    path: { id: (await made<KnowledgeCategory>(c, 'POST', '/knowledge/categories', { name: `Help to rename ${c.n}` }, 201)).id },
    body: { name: `Help renamed ${c.n}` },
  }),
  'DELETE /knowledge/categories/{id}': async (c) => ({
    path: { id: (await made<KnowledgeCategory>(c, 'POST', '/knowledge/categories', { name: `Help doomed ${c.n}` }, 201)).id },
  }),
  'GET /knowledge/articles': none,
  'POST /knowledge/articles': (c) => ({ body: { title: `Article ${c.n}`, body: '<p>Text</p>' } }),
  'GET /knowledge/articles/{id}': async (c) => ({ path: { id: (await made<Article>(c, 'POST', '/knowledge/articles', { title: `Read ${c.n}` }, 201)).id } }),
  'PATCH /knowledge/articles/{id}': async (c) => ({
    path: { id: (await made<Article>(c, 'POST', '/knowledge/articles', { title: `Edit ${c.n}` }, 201)).id },
    body: { title: `Edited ${c.n}` },
  }),
  'DELETE /knowledge/articles/{id}': async (c) => ({ path: { id: (await made<Article>(c, 'POST', '/knowledge/articles', { title: `Delete ${c.n}` }, 201)).id } }),
};
