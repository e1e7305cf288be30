import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every table that holds organization data carries organization_id, and every query filters on it
// (see server/db/tenancy.ts). Ids are int64 in the database and plain numbers in JS (safe below 2^53).

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const orgRef = () =>
  bigint('organization_id', { mode: 'number' })
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  // Unique: the help site's path, /help/<slug>/.
  slug: text('slug').notNull(),
  timezone: text('timezone').notNull().default('UTC'),
  createdAt: createdAt(),
  // The subscription: plan name and price per seat, in the smallest unit of `currency` (ISO 4217).
  planName: text('plan_name').notNull().default('Standard'),
  planOffer: integer('plan_offer').notNull().default(1900),
  currency: text('currency').notNull().default('EUR'),
  // The knowledge (help) site's custom domain, and the last CNAME check of it.
  knowledgeDomain: text('knowledge_domain'),
  knowledgeCheck: jsonb('knowledge_check').$type<Record<string, unknown>>(),
  knowledgeCheckedAt: ts('knowledge_checked_at'),
  // The channel the help site's contact form opens conversations on; null (or disabled): the first active one.
  knowledgeContactChannelId: bigint('knowledge_contact_channel_id', { mode: 'number' }).references((): AnyPgColumn => channels.id, { onDelete: 'set null' }),
  // Opening hours ({days, holidays}, as PUT /organization/business-hours takes them); null: always open.
  businessHours: jsonb('business_hours').$type<{ days: { day: string; open: string; close: string }[]; holidays: string[] }>(),
  // SLA states being derived again after a policy, hours or time zone change: the last conversation id done (0: from
  // the start); null when none is running. Reset by each change, in its transaction (server/domain/sla/reapply.ts).
  slaReapplyAfter: bigint('sla_reapply_after', { mode: 'number' }),
  // The newest change event pruned from the feed: a stream asking to resume before it is told to start over.
  changeFeedPrunedThrough: bigint('change_feed_pruned_through', { mode: 'number' }).notNull().default(0),
  // The newest change event handed to the organization's webhooks (deliveries made for it).
  webhooksDispatchedThrough: bigint('webhooks_dispatched_through', { mode: 'number' }).notNull().default(0),
}, (t) => [
  uniqueIndex('organizations_slug_idx').on(t.slug),
  // The help site: which organization a request's Host is.
  index('organizations_knowledge_domain_idx').on(t.knowledgeDomain),
]);

export const agents = pgTable(
  'agents',
  {
    id: id(),
    organizationId: orgRef(),
    email: text('email').notNull(), // stored lower-case
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'agent'] }).notNull().default('agent'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agents_org_email_uq').on(t.organizationId, t.email)],
);

export const agentInvites = pgTable(
  'agent_invites',
  {
    id: id(),
    organizationId: orgRef(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'agent'] }).notNull().default('agent'),
    invitedById: bigint('invited_by_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('agent_invites_token_uq').on(t.tokenHash),
    index('agent_invites_org_idx').on(t.organizationId, t.createdAt),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    // The first characters of the key, shown in listings so a key can be recognised; never enough to use it.
    displayPrefix: text('display_prefix').notNull(),
    secretHash: text('secret_hash').notNull(), // SHA-256 hex of the whole key
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash), index('api_keys_org_idx').on(t.organizationId)],
);

export const channels = pgTable(
  'channels',
  {
    id: id(),
    organizationId: orgRef(),
    // Unique across organizations: inbound mail is routed by this address.
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Disabled: mail to it is refused at RCPT and compose cannot send from it; its conversations stay.
    active: boolean('active').notNull().default(true),
    // Plain text with template variables, appended to what is sent from it when the message is built; '' none.
    signature: text('signature').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('channels_email_uq').on(t.email), index('channels_org_idx').on(t.organizationId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull().default(''),
    email: text('email'), // lower-case; null for anonymous chat visitors
    // Null for trusted contacts; set for unverified chat visitors identified only by their browser session.
    sessionUuid: uuid('session_uuid'),
    createdAt: createdAt(),
    // What the inbox's free-text search matches of a contact: the name's words, the address, and the address's
    // local part and domain on their own ("jrogers", "yahoo.com"). Not stemmed: names are not English words.
    // Searched as part of each of its conversations' search documents (weight C): no index of its own here.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', name || ' ' || coalesce(email, '') || ' ' || coalesce(split_part(email, '@', 1), '') || ' ' || coalesce(split_part(email, '@', 2), ''))`,
      ),
  },
  (t) => [
    uniqueIndex('contacts_org_email_uq').on(t.organizationId, t.email).where(sql`${t.sessionUuid} is null`),
    index('contacts_org_created_idx').on(t.organizationId, t.createdAt),
    index('contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contacts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The recipient search's exact and prefix matches and its order: a range of these keys, read in order, so a
    // common first name answers its first rows without sorting thousands. "C" makes LIKE 'x%' a range.
    index('contacts_org_name_key_idx')
      .on(t.organizationId, sql`(lower(${t.name}) collate "C")`, t.id)
      .where(sql`${t.sessionUuid} is null`),
    index('contacts_org_email_key_idx')
      .on(t.organizationId, sql`(lower(${t.email}) collate "C")`, t.id)
      .where(sql`${t.sessionUuid} is null`),
  ],
);

export const suppressions = pgTable(
  'suppressions',
  {
    id: id(),
    organizationId: orgRef(),
    email: text('email').notNull(), // an address, or '*@domain' for a whole domain
    domain: text('domain').notNull(), // the domain part, for ordering by contact and domain matching
    isDomain: boolean('is_domain').notNull(),
    blocked: integer('blocked').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppressions_org_email_uq').on(t.organizationId, t.email),
    index('suppressions_org_domain_idx').on(t.organizationId, t.domain),
  ],
);

export const conversationStatuses = ['opened', 'closed', 'spam', 'snoozed'] as const;

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    organizationId: orgRef(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default(''),
    status: text('status', { enum: conversationStatuses }).notNull().default('opened'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    snoozeUntil: ts('snooze_until'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(), // last activity
    // Set while the customer's latest message has no agent reply yet: the start of the wait.
    waitingSince: ts('waiting_since'),
    lastMessageAt: ts('last_message_at'),
    preview: text('preview').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    // What the inbox's free-text search matches: the subject (weight A) and message texts (weight B), appended by
    // the code that writes messages, and the contact's words (contacts.search, weight C), kept by triggers
    // (migration 0014). One document, one index: a search of any number of words is one GIN scan, and one check
    // per row where the list's order is walked. Write it by appending (search || ...): the triggers own weight C.
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    // Keyset sort keys, kept up to date by the conversations_sort_keys trigger (migration 0001):
    // priority: waiting conversations first by wait start (ms), then the others by last message (migration 0004).
    priorityKey: bigint('priority_key', { mode: 'number' }).notNull().default(0),
    // longest: when the current wait began, whichever side is waiting.
    longestKey: ts('longest_key').notNull().defaultNow(),
    // The first agent reply sent (first response met; the reports' first response time).
    firstReplyAt: ts('first_reply_at'),
    // Who sent it, and how long the customer had waited for it since their first message (null when an agent
    // started the conversation): around the clock, and in business hours when the organization had them then.
    firstReplyAgentId: bigint('first_reply_agent_id', { mode: 'number' }).references((): AnyPgColumn => agents.id, { onDelete: 'set null' }),
    firstResponseSeconds: integer('first_response_seconds'),
    firstResponseBusinessSeconds: integer('first_response_business_seconds'),
    // Its SLA (server/domain/sla/): the policy that applies, kept by refreshSla in every write that changes a fact.
    slaPolicyId: bigint('sla_policy_id', { mode: 'number' }).references((): AnyPgColumn => slaPolicies.id, { onDelete: 'set null' }),
    // When the conversation was last opened (created, or reopened after closed or spam): the resolution clock's start.
    slaCycleStartedAt: ts('sla_cycle_started_at'),
    // Snoozes since then ([{from, to}] in ms, to null while snoozed): the clocks pause.
    slaPauses: jsonb('sla_pauses').$type<{ from: number; to: number | null }[]>().notNull().default(sql`'[]'::jsonb`),
    // Due times of the targets the policy has and that are not met yet (a met one keeps its due time for the reports).
    slaFirstResponseDueAt: ts('sla_first_response_due_at'),
    slaNextResponseDueAt: ts('sla_next_response_due_at'),
    slaResolutionDueAt: ts('sla_resolution_due_at'),
    // Targets missed, each with the due time it missed: it stands while that target's due time is the same (or met).
    slaBreaches: jsonb('sla_breaches').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    // The order `due`: the soonest unmet due time ('infinity' without one).
    slaDueKey: timestamp('sla_due_key', { withTimezone: true, mode: 'string' }).notNull().default(sql`'infinity'`),
  },
  (t) => [
    index('conversations_priority_idx').on(t.organizationId, t.status, t.priorityKey, t.id),
    index('conversations_longest_idx').on(t.organizationId, t.status, t.longestKey, t.id),
    index('conversations_created_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    index('conversations_assignee_idx').on(t.organizationId, t.assigneeId),
    index('conversations_tags_idx').using('gin', t.tags),
    index('conversations_search_idx').using('gin', t.search),
    index('conversations_snooze_idx').on(t.snoozeUntil).where(sql`${t.status} = 'snoozed'`),
    index('conversations_contact_idx').on(t.contactId),
    index('conversations_due_idx').on(t.organizationId, t.status, t.slaDueKey, t.id),
    // The reports read conversations opened in a period and first replies sent in one from covering indexes
    // (INCLUDE, which drizzle cannot declare): written by hand in migration 0023.
    // A policy deleted sets its conversations' policy to null: found by this, not by reading every conversation.
    index('conversations_sla_policy_idx').on(t.slaPolicyId).where(sql`${t.slaPolicyId} is not null`),
  ],
);

/** Response and resolution targets; the first (by sort) whose conditions match a conversation applies to it. */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
    firstResponseMinutes: integer('first_response_minutes'),
    nextResponseMinutes: integer('next_response_minutes'),
    resolutionMinutes: integer('resolution_minutes'),
    businessHours: boolean('business_hours').notNull().default(false),
    // null: any channel, any tags. Tags: any of them.
    channelIds: bigint('channel_ids', { mode: 'number' }).array(),
    tags: text('tags').array(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sla_policies_org_idx').on(t.organizationId, t.sort)],
);

/**
 * Rules: run in `sort` order on a customer's mail (docs/api.md, "Rules"). `last_assigned_agent_id` is the turn of
 * the rule's round-robin assignment, kept here so every server process shares it (the row is locked to take a turn).
 */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    trigger: text('trigger').notNull(),
    match: text('match').notNull().default('all'),
    conditions: jsonb('conditions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    actions: jsonb('actions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    stopAfter: boolean('stop_after').notNull().default(false),
    sort: integer('sort').notNull(),
    lastAssignedAgentId: bigint('last_assigned_agent_id', { mode: 'number' }),
    appliedCount: integer('applied_count').notNull().default(0),
    lastAppliedAt: ts('last_applied_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('rules_org_idx').on(t.organizationId, t.trigger, t.sort)],
);

/** When a rule last auto-replied to a contact: at most one auto-reply per rule and contact in 4 hours. */
export const ruleAutoReplies = pgTable(
  'rule_auto_replies',
  {
    organizationId: orgRef(),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    sentAt: ts('sent_at').notNull(),
  },
  // By contact too: deleting a contact (or merging one) finds its rows without reading the table.
  (t) => [primaryKey({ columns: [t.ruleId, t.contactId] }), index('rule_auto_replies_contact_idx').on(t.contactId)],
);

export const messageDirections = ['inbound', 'outbound'] as const;
export const messageStatuses = ['received', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

export interface AddressJson {
  name: string;
  email: string;
}

export const messages = pgTable(
  'messages',
  {
    id: id(),
    organizationId: orgRef(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: messageDirections }).notNull(),
    status: text('status', { enum: messageStatuses }).notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email').notNull(),
    to: jsonb('to').$type<AddressJson[]>().notNull().default(sql`'[]'::jsonb`),
    cc: jsonb('cc').$type<AddressJson[]>().notNull().default(sql`'[]'::jsonb`),
    bcc: jsonb('bcc').$type<AddressJson[]>().notNull().default(sql`'[]'::jsonb`),
    subject: text('subject').notNull().default(''),
    html: text('html'),
    text: text('text').notNull().default(''),
    // RFC 5322 Message-ID, issued by us for outbound mail or as received for inbound mail.
    messageIdHeader: text('message_id_header'),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    generatedId: text('generated_id'),
    actions: jsonb('actions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    sendAt: ts('send_at'),
    sentAt: ts('sent_at'),
    failureReason: text('failure_reason'),
    // Machine-written mail: for a received one, what says so (an Auto-Submitted or Precedence header, a mailing
    // list's); for one we send, `auto-replied` (a rule's auto-reply). Null for a person's mail.
    automated: text('automated'),
    // A reply's `ai_source`: the Q&A whose answer it used, counted as a use once the reply is sent (record-sent.ts).
    // No reference: a deleted source leaves the reply as it is, and counts nothing.
    aiSourceUuid: uuid('ai_source_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_org_message_id_idx').on(t.organizationId, t.messageIdHeader),
    // The reports' replies sent in a period: a covering index written by hand in migration 0023.
  ],
);

/**
 * Bytes of stored files (attachments), in chunks of at most 192 KiB: written one chunk a statement, so a 5 MB
 * upload never holds the embedded database (and with it the event loop) for long, and never needs one huge
 * buffer. A blob is written before the transaction that attaches it; `attached_at` is set in that transaction,
 * and housekeeping removes blobs left unattached (an upload whose message was never stored).
 */
export const blobs = pgTable(
  'blobs',
  {
    id: id(),
    organizationId: orgRef(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    attachedAt: ts('attached_at'),
  },
  (t) => [index('blobs_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

export const blobChunks = pgTable(
  'blob_chunks',
  {
    blobId: bigint('blob_id', { mode: 'number' })
      .notNull()
      .references(() => blobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] })],
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    organizationId: orgRef(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    // The bytes; deleting the attachment deletes its blob (trigger attachments_delete_blob, migration 0003).
    blobId: bigint('blob_id', { mode: 'number' })
      .notNull()
      .references(() => blobs.id),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_message_idx').on(t.messageId), index('attachments_blob_idx').on(t.blobId)],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    organizationId: orgRef(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    organizationId: orgRef(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // Who did it: an agent, an API key (integration), the contact, or the system (e.g. a snooze wake-up).
    actorType: text('actor_type', { enum: ['agent', 'api_key', 'contact', 'system'] }).notNull(),
    actorAgentId: bigint('actor_agent_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    actorApiKeyId: bigint('actor_api_key_id', { mode: 'number' }).references(() => apiKeys.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_conversation_idx').on(t.conversationId, t.createdAt),
    // The reports' closings and reopenings in a period: a covering index written by hand in migration 0023.
  ],
);

/** Secrets of the installation (e.g. the key that signs pagination cursors), shared by all its processes. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// One durable queue for every background job (sends, snooze wake-ups, AI-source processing).
// Workers claim due rows with FOR UPDATE SKIP LOCKED, so any number of processes can share it.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    // At most one unfinished job per key (e.g. "send:<message id>").
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey).where(sql`${t.status} in ('pending', 'running')`),
  ],
);

/** Dashboard sign-ins: the cookie holds a random token, stored here only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organizationId: orgRef(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_agent_idx').on(t.agentId)],
);

/** Failed sign-ins, counted per email and per client address to slow down password guessing. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.createdAt),
    index('sign_in_failures_client_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** Invoices of an organization's subscription (added by the CLI, or by a billing system in production). */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: orgRef(),
    // The public id ("in_..."), what the API calls `id`.
    publicId: text('public_id').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(), // smallest currency unit
    currency: text('currency').notNull(),
    members: integer('members').notNull(),
    planName: text('plan_name').notNull(),
    paidAt: ts('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_public_id_uq').on(t.publicId), index('invoices_org_paid_idx').on(t.organizationId, t.paidAt)],
);

/** Snippet categories: a tree (parent_id null is under the root, which the API calls 0), ordered by position. */
export const snippetCategories = pgTable(
  'snippet_categories',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('snippet_categories_org_idx').on(t.organizationId, t.parentId, t.position)],
);

export const snippets = pgTable(
  'snippets',
  {
    id: id(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    shortcut: text('shortcut'),
    // Category ids; 0 is the root. Kept as an array (what the API shows); deleting a category rewrites them.
    categories: bigint('categories', { mode: 'number' }).array().notNull().default(sql`'{0}'::bigint[]`),
    appliedCount: integer('applied_count').notNull().default(0),
    lastAppliedAt: ts('last_applied_at'),
    // Title, shortcut and the text of the reply and note actions, for the editor's search.
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('snippets_org_shortcut_uq').on(t.organizationId, t.shortcut).where(sql`${t.shortcut} is not null`),
    index('snippets_org_idx').on(t.organizationId),
    index('snippets_categories_idx').using('gin', t.categories),
    index('snippets_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const snippetActions = pgTable(
  'snippet_actions',
  {
    id: id(),
    organizationId: orgRef(),
    snippetId: bigint('snippet_id', { mode: 'number' })
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    sort: integer('sort').notNull(),
  },
  (t) => [index('snippet_actions_snippet_idx').on(t.snippetId, t.sort)],
);

export const ragSourceTypes = ['question', 'text', 'conversation', 'article'] as const;
export const ragSourceStatuses = ['queued', 'processing', 'ready', 'failed', 'deleting'] as const;

/** Sources of the AI Q&A store: question variants with one answer, help articles, or resolved conversations. */
export const ragSources = pgTable(
  'rag_sources',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    type: text('type', { enum: ragSourceTypes }).notNull(),
    status: text('status', { enum: ragSourceStatuses }).notNull().default('queued'),
    error: text('error'),
    title: text('title').notNull().default(''),
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull().default(''),
    // Text sources: the whole article, split into passages when processed.
    content: text('content').notNull().default(''),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(() => conversations.id, { onDelete: 'set null' }),
    // Article sources: the published help article it follows (knowledge/article-source.ts); one source per article.
    articleId: bigint('article_id', { mode: 'number' }).references((): AnyPgColumn => knowledgeArticles.id, { onDelete: 'set null' }),
    passageCount: integer('passage_count').notNull().default(0),
    // Bumped by every change: a processing job only publishes the version it read.
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    // Replies that used its answer (source-usage.ts): which answers the team relies on, and which none has used.
    usedCount: integer('used_count').notNull().default(0),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    index('rag_sources_org_idx').on(t.organizationId, t.createdAt, t.uuid),
    index('rag_sources_org_status_idx').on(t.organizationId, t.status),
    uniqueIndex('rag_sources_article_idx').on(t.articleId).where(sql`${t.articleId} is not null`),
    // The sources list's Find: every word anywhere in what a source holds (ILIKE through trigrams). The function,
    // created by migration 0025, joins the fields; immutable as an index expression must be (array_to_string is not).
    index('rag_sources_text_trgm_idx').using('gin', sql`rag_source_text(${t.questions}, ${t.answer}, ${t.title}, ${t.content}) gin_trgm_ops`),
  ],
);

/** What retrieval matches: a source's question variants, its answer, or the passages of a text source. */
export const ragPassages = pgTable(
  'rag_passages',
  {
    id: id(),
    organizationId: orgRef(),
    sourceUuid: uuid('source_uuid')
      .notNull()
      .references(() => ragSources.uuid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'answer', 'passage'] }).notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    search: tsvector('search').notNull(),
    /**
     * The passage's meaning as a vector (SIF over word vectors, docs/decisions/006): float32 little-endian, read
     * ten times faster than a real[] at 10,000 sources; and the word-vector table it came from.
     */
    embedding: bytea('embedding'),
    embeddingModel: text('embedding_model'),
  },
  (t) => [
    index('rag_passages_source_idx').on(t.sourceUuid),
    index('rag_passages_search_idx').using('gin', t.search),
    index('rag_passages_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    // (organization, id): an organization's passages, and those added since a given one (passage-vectors.ts)
    index('rag_passages_org_id_idx').on(t.organizationId, t.id),
  ],
);

export const ragProposalStatuses = ['pending', 'accepted', 'dismissed'] as const;
export const ragProposalOrigins = ['suggested', 'searched'] as const;

/**
 * Learning from agents: a customer's question offered as a new variant of the Q&A source whose answer an agent's
 * reply used (a suggestion, or a source the agent found in the reply box's search). Nothing changes the source
 * until someone accepts it. One row per source and wording (`question_key`): the same question again counts
 * another occurrence.
 */
export const ragProposals = pgTable(
  'rag_proposals',
  {
    id: id(),
    organizationId: orgRef(),
    sourceUuid: uuid('source_uuid')
      .notNull()
      .references(() => ragSources.uuid, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    questionKey: text('question_key').notNull(),
    origin: text('origin', { enum: ragProposalOrigins }).notNull(),
    status: text('status', { enum: ragProposalStatuses }).notNull().default('pending'),
    occurrences: integer('occurrences').notNull().default(1),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(() => conversations.id, { onDelete: 'set null' }),
    // The agent whose reply used the answer.
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastProposedAt: ts('last_proposed_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedByType: text('decided_by_type', { enum: ['agent', 'api_key'] }),
    decidedByAgentId: bigint('decided_by_agent_id', { mode: 'number' }),
    decidedByApiKeyId: bigint('decided_by_api_key_id', { mode: 'number' }),
    /**
     * False only for proposals made before the question was proposed without the customer's personal data
     * (migration 0027 adds it false to the rows there were, true after): housekeeping redacts them
     * (proposals/redact-earlier-proposals.ts).
     */
    personalDataChecked: boolean('personal_data_checked').notNull().default(true),
  },
  (t) => [
    uniqueIndex('rag_proposals_source_question_idx').on(t.sourceUuid, t.questionKey),
    index('rag_proposals_unchecked_idx').on(t.id).where(sql`not ${t.personalDataChecked}`),
    index('rag_proposals_org_idx').on(t.organizationId, t.id),
    // A deleted conversation's proposals lose their link: found without reading the whole table.
    index('rag_proposals_conversation_idx').on(t.conversationId),
  ],
);

/** The help center's categories, in the order admins arrange them (sort 0..n-1). */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_categories_slug_idx').on(t.organizationId, t.slug)],
);

export const articleStatuses = ['draft', 'published'] as const;

/** The help center's articles: sanitized HTML, and its text for excerpts and search. */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: id(),
    organizationId: orgRef(),
    // A deleted category leaves its articles in no category.
    categoryId: bigint('category_id', { mode: 'number' }).references(() => knowledgeCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    excerpt: text('excerpt'),
    status: text('status', { enum: articleStatuses }).notNull().default('draft'),
    publishedAt: ts('published_at'),
    authorAgentId: bigint('author_agent_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    notHelpful: integer('not_helpful').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_articles_slug_idx').on(t.organizationId, t.slug),
    // The dashboard's list: last updated first, keyset pages.
    index('knowledge_articles_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('knowledge_articles_category_idx').on(t.categoryId),
  ],
);

/** Slugs an article or category had before: the site answers them with a 301 to the current one. */
export const knowledgeSlugRedirects = pgTable(
  'knowledge_slug_redirects',
  {
    organizationId: orgRef(),
    kind: text('kind', { enum: ['article', 'category'] }).notNull(),
    slug: text('slug').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.slug] }), index('knowledge_slug_redirects_target_idx').on(t.kind, t.targetId)],
);

/** Images of help articles: their bytes a blob, served by the site at images/<key>.<ext> with a year's cache. */
export const knowledgeImages = pgTable(
  'knowledge_images',
  {
    id: id(),
    organizationId: orgRef(),
    // Random: the address of an image in a draft is not guessable from another's.
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    // Sniffed from the bytes, never as declared.
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    blobId: bigint('blob_id', { mode: 'number' })
      .notNull()
      .references(() => blobs.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_images_key_idx').on(t.organizationId, t.key), index('knowledge_images_org_idx').on(t.organizationId, t.createdAt, t.id)],
);

export const actorTypes = ['agent', 'api_key', 'contact', 'system'] as const;

/**
 * The change feed: every change a person or an integration would care about, written in the transaction of the
 * change, with an increasing id. Server-sent event streams and webhooks read it; nothing else notifies. Unlike a
 * conversation's history (events), it outlives what it describes (a deletion is an event too) and is pruned
 * after a week. No foreign keys on purpose: the rows it names may be gone.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: id(),
    organizationId: orgRef(),
    type: text('type').notNull(),
    actorType: text('actor_type', { enum: actorTypes }).notNull(),
    actorAgentId: bigint('actor_agent_id', { mode: 'number' }),
    actorApiKeyId: bigint('actor_api_key_id', { mode: 'number' }),
    conversationId: bigint('conversation_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('change_events_org_id_idx').on(t.organizationId, t.id), index('change_events_created_idx').on(t.createdAt)],
);

/** Integrations' endpoints: each change event of the types asked for is POSTed there, signed with the secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    organizationId: orgRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    // Types or prefixes ending with a dot ("conversation."); empty: every event.
    eventTypes: text('event_types').array().notNull().default(sql`'{}'::text[]`),
    // Kept to sign deliveries (HMAC-SHA256); shown to the admin once, at creation.
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => agents.id, { onDelete: 'set null' }),
    // The API key that registered it: revoking the key pauses its webhooks (a leaked key leaves no lasting feed).
    createdByApiKeyId: bigint('created_by_api_key_id', { mode: 'number' }).references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_org_idx').on(t.organizationId), index('webhooks_api_key_idx').on(t.createdByApiKeyId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    organizationId: orgRef(),
    webhookId: bigint('webhook_id', { mode: 'number' })
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    // The body as sent (and signed): kept so a redelivery sends the same bytes, even after the feed was pruned.
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    // The start of the receiver's answer (at most 500 characters, as text): what it said when it refused.
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: createdAt(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id)],
);

/**
 * One bulk change (of listed ids, or of every conversation matching a search, run as a job in batches): what it
 * changes, its progress, and whether it was undone. Kept a week, for undo and for the progress of long ones.
 */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: id(),
    organizationId: orgRef(),
    actorType: text('actor_type', { enum: actorTypes }).notNull(),
    actorAgentId: bigint('actor_agent_id', { mode: 'number' }),
    actorApiKeyId: bigint('actor_api_key_id', { mode: 'number' }),
    // The checked change (status, snooze time, assignee, tag, untag, block, delete), as JSON.
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    // The search it was asked for ("every conversation matching"); null for a list of ids.
    search: text('search'),
    status: text('status', { enum: ['running', 'done', 'undoing', 'undone'] }).notNull().default('running'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
    undoneAt: ts('undone_at'),
  },
  (t) => [index('bulk_operations_org_idx').on(t.organizationId, t.id), index('bulk_operations_created_idx').on(t.createdAt)],
);

/**
 * The conversations of a bulk operation: each one's state before the change (status, snooze time, waiting
 * since, assignee, tags), so that undo puts back exactly what this change changed.
 */
export const bulkOperationItems = pgTable(
  'bulk_operation_items',
  {
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => bulkOperations.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    done: boolean('done').notNull().default(false),
    changed: boolean('changed').notNull().default(false),
    undone: boolean('undone').notNull().default(false),
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.conversationId] })],
);

/**
 * Requests per caller per rate-limit window (a minute), shared by every server process: each process counts
 * locally and adds its count here every fraction of a second (server/http/rate-limit/). Old windows are removed
 * by housekeeping.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);
