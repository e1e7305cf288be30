import { sql } from 'drizzle-orm';
import {
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
  timezone: text('timezone').notNull().default('UTC'),
  createdAt: createdAt(),
});

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
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', name || ' ' || coalesce(email, '') || ' ' || coalesce(split_part(email, '@', 1), '') || ' ' || coalesce(split_part(email, '@', 2), ''))`,
      ),
  },
  (t) => [
    index('contacts_search_idx').using('gin', t.search),
    uniqueIndex('contacts_org_email_uq').on(t.organizationId, t.email).where(sql`${t.sessionUuid} is null`),
    index('contacts_org_created_idx').on(t.organizationId, t.createdAt),
    index('contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contacts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
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
    // Subject (weight A) and message texts (weight B), maintained by the code that writes messages.
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    // Keyset sort keys, kept up to date by the conversations_sort_keys trigger (migration 0001):
    // priority: waiting conversations first by wait start (ms), then the others by last message (migration 0004).
    priorityKey: bigint('priority_key', { mode: 'number' }).notNull().default(0),
    // longest: when the current wait began, whichever side is waiting.
    longestKey: ts('longest_key').notNull().defaultNow(),
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
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_org_message_id_idx').on(t.organizationId, t.messageIdHeader),
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
  (t) => [index('events_conversation_idx').on(t.conversationId, t.createdAt)],
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
