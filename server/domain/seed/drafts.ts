import type { AddressJson } from '../../db/schema.ts';

// Plain data the pure builders produce and the insert step writes; no organization or conversation ids yet.

export interface SeedChannel {
  id: number;
  email: string;
  name: string;
}

export interface SeedAgent {
  id: number;
  name: string;
}

export interface SeedContact {
  id: number;
  name: string;
  email: string | null;
  /** An unverified chat visitor (session_uuid set) rather than a trusted contact. */
  visitor: boolean;
}

export type SeedStatus = 'opened' | 'closed' | 'snoozed' | 'spam';

export interface MessageDraft {
  direction: 'inbound' | 'outbound';
  status: 'received' | 'sent';
  agentId: number | null;
  fromName: string;
  fromEmail: string;
  to: AddressJson[];
  subject: string;
  text: string;
  html: string;
  messageIdHeader: string;
  inReplyTo: string | null;
  references: string[];
  sentAt: Date | null;
  createdAt: Date;
}

export interface NoteDraft {
  agentId: number;
  body: string;
  createdAt: Date;
}

export interface EventDraft {
  actorAgentId: number;
  type: 'assigned' | 'tagged' | 'status_changed' | 'snoozed';
  data: Record<string, unknown>;
  createdAt: Date;
}

export interface ConversationDraft {
  channelId: number;
  contactId: number;
  subject: string;
  status: SeedStatus;
  assigneeId: number | null;
  tags: string[];
  snoozeUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  waitingSince: Date | null;
  lastMessageAt: Date;
  preview: string;
  messageCount: number;
  /** The first reply sent, its agent, and the wait for it (null when an agent wrote first). */
  firstReplyAt: Date | null;
  firstReplyAgentId: number | null;
  firstResponseSeconds: number | null;
  /** Opened or snoozed: when it was opened (the SLA's resolution clock). */
  slaCycleStartedAt: Date | null;
  messages: MessageDraft[];
  notes: NoteDraft[];
  events: EventDraft[];
}
