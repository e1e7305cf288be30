import type { Article, KnowledgeCategory } from '#contract/knowledge-articles';
import type { BulkOperation, Conversation, Message, Note, Timeline } from '#contract/conversations';
import type { RagSourceAccepted } from '#contract/rag';
import type { RagProposalPage } from '#contract/rag-proposals';
import type { Snippet, SnippetCategory } from '#contract/snippets';
import type { Suppression } from '#contract/suppressions';
import type { CreatedWebhook, WebhookDelivery } from '#contract/webhooks';
import { channels, messages } from '../../server/db/schema.ts';
import { createAgent } from '../../server/domain/agents.ts';
import { createApiKey } from '../../server/domain/api-keys.ts';
import { addInvoice } from '../../server/domain/invoices/billing-admin.ts';
import type { CreatedOrganization } from '../../server/domain/organizations.ts';
import { DISPATCH_JOB, dispatchHandler } from '../../server/domain/webhooks/dispatch.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';
import { receiveMail } from '../../server/mail/inbound/receive-mail.ts';
import { runRagJobs } from '../support/rag-test-kit.ts';
import type { TestApp } from '../support/test-app.ts';
import { byKey, bySession, callApi, expectJson, signIn, type Caller } from './callers.ts';

// An organization with data of every kind the API serves, made through the API where it can be (the CLI's
// domain functions for invoices, the inbound mail path for customer mail). Every text it holds carries the
// tenant's marker word, so a leak into another tenant's answers is found by looking for the word.
// The app must allow private webhook addresses (createTestApp({ webhookAllowPrivate: true })).

export interface Tenant {
  marker: string;
  org: CreatedOrganization;
  owner: Caller;
  /** An API key of the organization holding no permission. */
  bareKey: { id: number; key: string };
  sessions: { owner: string; admin: string; agent: string };
  channelId: number;
  agent: { id: number; email: string };
  admin: { id: number; email: string };
  inviteId: number;
  contactId: number;
  contactEmail: string;
  /** A customer's conversation: an inbound mail with an attachment, a sent reply, a scheduled reply, a note. */
  conversationId: number;
  inboundMessageId: number;
  attachmentId: number;
  scheduledMessageId: number;
  noteId: number;
  /** A conversation composed by an agent, with an attachment of its own. */
  composedId: number;
  composedAttachmentId: number;
  suppressionId: number;
  categoryId: number;
  childCategoryId: number;
  snippetId: number;
  rag: { question: string; text: string; conversation: string; failed: string };
  /** The customer's question, proposed for the Q&A by a reply that used its answer. */
  proposalId: number;
  webhookId: number;
  deliveryId: number;
  bulkOperationId: number;
  invoiceId: string;
  knowledgeDomain: string;
  /** A help center category holding a published article. */
  knowledgeCategoryId: number;
  knowledgeImageId: number;
  articleId: number;
  /** An SLA policy for the tenant's mailbox, so its conversations carry due times. */
  slaPolicyId: number;
  ruleId: number;
}

/** The password of the tenant's admin and agent. */
export const TENANT_PASSWORD = 'a-long-enough-password';

async function api<T>(t: TestApp, caller: Caller, method: string, path: string, json: unknown, status: number): Promise<T> {
  return expectJson<T>(await callApi(t, caller, method, path, json), status, `${method} ${path}`);
}

/** The customer's mail, received on the channel as the SMTP listener would file it. */
async function customerMail(t: TestApp, organizationId: number, channel: { id: number; email: string }, marker: string, sender = 'customer') {
  const received = await receiveMail(
    t.database.db,
    { id: channel.id, organizationId, email: channel.email },
    {
      messageId: `<first-${marker}@${sender}.${marker}.test>`,
      inReplyTo: null,
      references: [],
      envelopeFrom: null,
      from: { name: `${marker} ${sender}`, email: `${sender}@${marker}.test` },
      to: [{ name: '', email: channel.email }],
      cc: [],
      subject: `Where is my ${marker} parcel?`,
      html: null,
      text: `Hello, my ${marker} parcel has not arrived. Where is it?`,
      attachments: [{ filename: `${marker}-receipt.txt`, contentType: 'text/plain', content: Buffer.from(`${marker} receipt`) }],
    },
    new Date(),
  );
  if (received.outcome !== 'stored') throw new Error(`the ${marker} customer mail was not stored: ${received.outcome}`);
  return received;
}

export async function seedTenant(t: TestApp, marker: string): Promise<Tenant> {
  const db = t.database.db;
  const org = await t.createOrg(`${marker} Co`);
  const organizationId = org.organization.id;
  const owner = byKey(org.api_key);
  const [channel] = await db.insert(channels).values({ organizationId, email: `help@${marker}.test`, name: `${marker} Help` }).returning();
  const agent = await createAgent(db, { organizationId, email: `agent@${marker}.test`, name: `${marker} Agent`, role: 'agent', password: TENANT_PASSWORD });
  const admin = await createAgent(db, { organizationId, email: `admin@${marker}.test`, name: `${marker} Admin`, role: 'admin', password: TENANT_PASSWORD });
  const bare = await createApiKey(db, { organizationId, name: `${marker} bare key`, permissions: [] });
  const invite = await api<{ id: number }>(t, owner, 'POST', '/agents/invites', { email: `invitee@${marker}.test`, role: 'agent' }, 201);

  const mail = await customerMail(t, organizationId, channel!, marker);
  const conversationId = mail.conversationId;
  const timeline = await api<Timeline>(t, owner, 'GET', `/conversations/${conversationId}/messages`, undefined, 200);
  const inbound = timeline.entries.find((e) => e.type === 'message')!;
  const attachmentId = inbound.type === 'message' ? inbound.message.attachments[0]!.id : 0;
  // A reply already sent (what the AI store learns an answer from), then one still in its undo window.
  await db.insert(messages).values({
    organizationId,
    conversationId,
    direction: 'outbound',
    status: 'sent',
    fromEmail: channel!.email,
    text: `Your ${marker} parcel is on its way.`,
    sentAt: new Date(),
  });
  const scheduled = await api<Message>(t, owner, 'POST', `/conversations/${conversationId}/messages`, { content: { content: `<p>${marker} follow-up</p>` }, agent_id: org.owner.id, delay: 86_400 }, 200);
  const note = await api<Note>(t, owner, 'POST', `/conversations/${conversationId}/notes`, { body: `${marker} internal note`, agent_id: org.owner.id }, 200);
  const bulk = await api<{ operation: BulkOperation }>(t, owner, 'POST', '/conversations/bulk', { ids: [conversationId], agent_id: agent.id, tag: marker }, 200);
  const composed = await api<Message>(t, owner, 'POST', '/conversations/compose', {
    channel_id: channel!.id,
    to: `${marker} Prospect <prospect@${marker}.test>`,
    subject: `${marker} offer`,
    content: { content: `<p>${marker} offer inside</p>`, attachments: [{ name: `${marker}-offer.txt`, type: 'text/plain', content: Buffer.from(marker).toString('base64') }] },
    agent_id: org.owner.id,
    delay: 86_400,
  }, 200);
  const conversation = await api<Conversation>(t, owner, 'GET', `/conversations/${conversationId}`, undefined, 200);
  // Conversations in the other states, so that every count and list has something to show (or to leak).
  for (const [sender, change] of [['closer', { status: 'CLOSED' }], ['spammer', { status: 'SPAM' }], ['sleeper', { status: 'SNOOZED', snooze_until: 'one week' }]] as const) {
    const other = await customerMail(t, organizationId, channel!, marker, sender);
    await api(t, owner, 'POST', '/conversations/bulk', { ids: [other.conversationId], ...change }, 200);
  }

  const suppression = await api<Suppression>(t, owner, 'POST', '/contacts/suppressed', { email: `blocked@${marker}.test` }, 200);
  const category = await api<SnippetCategory>(t, owner, 'POST', '/snippets/categories', { name: `${marker} answers` }, 201);
  const child = await api<SnippetCategory>(t, owner, 'POST', '/snippets/categories', { name: `${marker} shipping`, parent_id: category.id }, 201);
  const snippet = await api<Snippet>(t, owner, 'POST', '/snippets', {
    title: `${marker} tag it`,
    shortcut: marker.toLowerCase(),
    categories: [child.id],
    actions: [{ name: 'tag', data: { tag: `${marker}-done` } }],
  }, 201);

  const addSource = (path: string, json: unknown) => api<RagSourceAccepted>(t, owner, 'POST', `/organization/rag/sources/${path}`, json, 202);
  const question = await addSource('questions', { questions: [`How do I track a ${marker} parcel?`], answer: `Use the ${marker} tracking page.` });
  const text = await addSource('text', { title: `${marker} handbook`, content: `# ${marker} returns\n\nReturn any ${marker} item within 30 days.` });
  const fromConversation = await addSource('conversation', { conversation_id: conversationId });
  const failed = await addSource('questions', { questions: ['???'], answer: '...' }); // nothing searchable: fails
  await runRagJobs(t);
  await api(t, owner, 'POST', `/conversations/${conversationId}/messages`, {
    content: { content: `<p>Use the ${marker} tracking page.</p>` },
    agent_id: org.owner.id,
    delay: 86_400,
    ai_source: { uuid: question.uuid, origin: 'suggested' },
  }, 200);
  const [proposal] = (await api<RagProposalPage>(t, owner, 'GET', '/organization/rag/proposals', undefined, 200)).data;
  if (!proposal) throw new Error(`the ${marker} reply proposed no question`);

  const webhook = await api<CreatedWebhook>(t, owner, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', description: `${marker} hook` }, 201);
  await api(t, owner, 'PATCH', `/contacts/${conversation.contact.id}`, { name: `${marker} Customer Renamed` }, 200);
  // Only the dispatch job: deliveries are recorded, never sent (nothing listens on port 9).
  while ((await runDueJobs(db, { [DISPATCH_JOB]: dispatchHandler(db) }, { now: new Date(), workerId: 'seed' })) > 0);
  const [delivery] = await api<WebhookDelivery[]>(t, owner, 'GET', `/webhooks/${webhook.id}/deliveries`, undefined, 200);
  if (!delivery) throw new Error(`the ${marker} webhook has no delivery`);

  const invoice = await addInvoice(db, organizationId, { amount: 5700, members: 3, paid: '2026-10-01', reference: `${marker.toUpperCase()}-2026-10` });
  const knowledgeDomain = `help.${marker.toLowerCase()}.test`;
  await api(t, owner, 'PUT', '/knowledge/domain', { domain: knowledgeDomain }, 200);
  const knowledgeCategory = await api<KnowledgeCategory>(t, owner, 'POST', '/knowledge/categories', { name: `${marker} guides`, description: `All about ${marker}` }, 201);
  const article = await api<Article>(t, owner, 'POST', '/knowledge/articles', {
    title: `Track your ${marker} parcel`,
    body: `<p>Your ${marker} parcel can be tracked from the order page.</p>`,
    category_id: knowledgeCategory.id,
    status: 'published',
  }, 201);
  const image = await api<{ id: number }>(t, owner, 'POST', '/knowledge/images', {
    name: `${marker}.png`,
    content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  }, 201);

  const slaPolicy = await api<{ id: number }>(t, owner, 'POST', '/sla-policies', {
    name: `${marker} mailbox`,
    first_response_minutes: 60,
    resolution_minutes: 1440,
    conditions: { channel_ids: [channel!.id] },
  }, 201);

  const rule = await api<{ id: number }>(t, owner, 'POST', '/rules', {
    name: `${marker} routing`,
    trigger: 'conversation.created',
    conditions: [{ field: 'channel_id', op: 'is', value: channel!.id }],
    actions: [{ name: 'assign.round_robin', data: { agent_ids: [agent.id] } }, { name: 'tag', data: { tag: marker.toLowerCase() } }],
  }, 201);

  const sessions = {
    owner: await signIn(t, org.owner.email, org.owner.password),
    admin: await signIn(t, admin.email, TENANT_PASSWORD),
    agent: await signIn(t, agent.email, TENANT_PASSWORD),
  };
  // Someone is looking at the conversation right now.
  await api(t, bySession(sessions.agent), 'POST', '/presence', { conversation_id: conversationId, state: 'viewing' }, 200);

  return {
    marker,
    org,
    owner,
    bareKey: { id: bare.id, key: bare.key },
    sessions,
    channelId: channel!.id,
    agent: { id: agent.id, email: agent.email },
    admin: { id: admin.id, email: admin.email },
    inviteId: invite.id,
    contactId: conversation.contact.id,
    contactEmail: conversation.contact.email!,
    conversationId,
    inboundMessageId: inbound.type === 'message' ? inbound.message.id : 0,
    attachmentId,
    scheduledMessageId: scheduled.id,
    noteId: note.id,
    composedId: composed.conversation_id,
    composedAttachmentId: composed.attachments[0]!.id,
    suppressionId: suppression.id,
    categoryId: category.id,
    childCategoryId: child.id,
    snippetId: snippet.id,
    rag: { question: question.uuid, text: text.uuid, conversation: fromConversation.uuid, failed: failed.uuid },
    proposalId: proposal.id,
    webhookId: webhook.id,
    deliveryId: delivery.id,
    bulkOperationId: bulk.operation.id,
    invoiceId: invoice.id,
    knowledgeDomain,
    knowledgeCategoryId: knowledgeCategory.id,
    articleId: article.id,
    knowledgeImageId: image.id,
    slaPolicyId: slaPolicy.id,
    ruleId: rule.id,
  };
}
