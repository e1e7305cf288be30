import { previewOf } from '../message-text.ts';
import { waitingSinceOf } from './derived-columns.ts';
import type { ContactDraft } from './build-contacts.ts';
import type { ConversationDraft, MessageDraft, SeedChannel, SeedContact } from './drafts.ts';
import { textToHtml } from './message-text.ts';
import { randomUuid, type Random } from './random.ts';

// A conversation written in advance rather than drawn at random: one new mail from a customer, still waiting,
// seeded as the inbox's oldest so the priority order (the longest wait on top) lists it first.

export interface OpeningConversation {
  subject: string;
  /** What the customer writes, between a greeting and their closing. */
  body: string;
}

export function buildOpeningConversation(
  random: Random,
  { opening, channel, contact, createdAt }: { opening: OpeningConversation; channel: SeedChannel; contact: SeedContact; createdAt: Date },
): ConversationDraft {
  const text = `Hello,\n\n${opening.body}\n\nThanks,\n${contact.name.split(' ')[0]}`;
  const email = contact.email ?? '';
  const message: MessageDraft = {
    direction: 'inbound',
    status: 'received',
    agentId: null,
    fromName: contact.name,
    fromEmail: email,
    to: [{ name: channel.name, email: channel.email }],
    subject: opening.subject,
    text,
    html: textToHtml(text),
    messageIdHeader: `<${randomUuid(random)}@${email.slice(email.indexOf('@') + 1) || 'mail.example'}>`,
    inReplyTo: null,
    references: [],
    sentAt: null,
    createdAt,
  };
  return {
    channelId: channel.id,
    contactId: contact.id,
    subject: opening.subject,
    status: 'opened',
    assigneeId: null,
    tags: [],
    snoozeUntil: null,
    createdAt,
    updatedAt: createdAt,
    waitingSince: waitingSinceOf([message], 'opened'),
    lastMessageAt: createdAt,
    preview: previewOf(text),
    messageCount: 1,
    firstReplyAt: null,
    firstReplyAgentId: null,
    firstResponseSeconds: null,
    slaCycleStartedAt: createdAt,
    messages: [message],
    notes: [],
    events: [],
  };
}

/** The first contact (who writes the first conversation) made a customer with an address, not a chat visitor. */
export function trustedFirst(drafts: ContactDraft[]): ContactDraft[] {
  const trusted = drafts.findIndex((d) => d.sessionUuid === null);
  if (trusted <= 0) return drafts;
  const reordered = [...drafts];
  [reordered[0], reordered[trusted]] = [reordered[trusted]!, reordered[0]!];
  return reordered;
}
