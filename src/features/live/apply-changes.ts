import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BulkOperationSchema, ConversationSchema, type BulkOperation, type Conversation, type ConversationPage } from '#contract/conversations';
import type { ChangeEvent } from '#contract/events';
import type { RagSource } from '#contract/rag';
import { aiSourceKeys } from '../ai-sources/api/ai-source-keys';
import { channelKeys } from '../channels/api/channel-keys';
import { contactKeys } from '../contacts/api/contact-keys';
import { bulkOperationKeys } from '../conversations/api/bulk-operation-keys';
import { conversationKeys, type ConversationListFilters } from '../conversations/api/conversation-keys';
import { organizationKeys } from '../organization/api/organization-keys';
import { ruleKeys } from '../rules/api/rule-keys';
import { serviceLevelKeys } from '../service-levels/api/service-level-keys';
import { sessionKeys } from '../session/api/session';
import { snippetKeys } from '../snippets/api/snippet-keys';
import { suppressionKeys } from '../suppressions/api/suppression-keys';
import { patchContact, patchConversationList } from './list-patch';

type ListData = InfiniteData<ConversationPage, string | undefined>;

const ContactSchema = z.object({ id: z.number(), name: z.string(), email: z.string().nullable() });

export interface ChangeContext {
  /** The signed-in agent's address (`assigned:me` views). */
  meEmail: string | undefined;
  /** A conversation on screen was deleted (by someone else, or by the agent elsewhere). */
  onDeletedOnScreen: (conversationId: number, event: ChangeEvent) => void;
  /** How a bulk operation stands now (after its query was set): the agent's own are followed in every tab. */
  onBulkProgress: (operation: BulkOperation, event: ChangeEvent) => void;
}

export interface AppliedChanges {
  /** Something the sidebar counts changed. */
  counts: boolean;
}

/** Of an `ai_source.status_changed` event's source, what decides whether to read it again. */
const ChangedSourceSchema = z.object({ uuid: z.string(), status: z.string() });

/** The conversation an event carries (as the list shows it), when it is one. */
function conversationOf(event: ChangeEvent): Conversation | undefined {
  const parsed = ConversationSchema.safeParse(event.conversation);
  return parsed.success ? parsed.data : undefined;
}

// Events whose conversation's history (the open thread) has something new.
const TIMELINE_TYPES = /^(message\.|note\.|snippet\.|conversation\.updated$|conversation\.sla_breached$)/;

/**
 * A batch of stream events into the query cache: exactly where the event says all there is to know (lists,
 * the open conversation, a bulk operation's progress), by asking the server again where it does not (the
 * thread's new messages, full-text views, the settings pages' lists).
 */
export function applyChanges(queryClient: QueryClient, events: readonly ChangeEvent[], context: ChangeContext): AppliedChanges {
  const updates = new Map<number, Conversation | null>();
  const deleted: [number, ChangeEvent][] = [];
  const timelines = new Set<number>();
  const contacts = new Map<number, Conversation['contact']>();
  // Keys to fetch again, once each.
  const staleKeys = new Map<string, readonly unknown[]>();
  const stale = (queryKey: readonly unknown[]) => staleKeys.set(JSON.stringify(queryKey), queryKey);
  let counts = false;
  // Each AI source's last status in the batch.
  const sourceStatuses = new Map<string, string>();

  for (const event of events) {
    if (event.type === 'bulk.progress') {
      const operation = BulkOperationSchema.safeParse(event.operation);
      if (operation.success) {
        queryClient.setQueryData(bulkOperationKeys.detail(operation.data.id), operation.data);
        context.onBulkProgress(operation.data, event);
      }
    } else if (event.type === 'contact.updated') {
      const contact = ContactSchema.safeParse(event.contact);
      if (contact.success) contacts.set(contact.data.id, contact.data);
    } else if (event.type.startsWith('suppression.')) {
      stale(suppressionKeys.all);
    } else if (event.type.startsWith('ai_source.')) {
      stale(aiSourceKeys.lists());
      stale(aiSourceKeys.searches());
      stale(aiSourceKeys.proposals());
      if (event.type === 'ai_source.status_changed') {
        const source = ChangedSourceSchema.safeParse(event.ai_source);
        if (source.success) sourceStatuses.set(source.data.uuid, source.data.status);
        else stale(aiSourceKeys.details());
      }
    } else if (event.type.startsWith('channel.')) {
      stale(channelKeys.all);
    } else if (event.type === 'sla_policy.applied') {
      // Open conversations were given their due times again (after a policy, hours or time zone change).
      stale(conversationKeys.all);
    } else if (event.type === 'business_hours.updated' || event.type.startsWith('sla_policy.')) {
      stale(serviceLevelKeys.all);
    } else if (event.type.startsWith('rule.')) {
      // Created, changed, moved, deleted, or acted (its count and last time): the rules page reads its list again.
      // What a rule did to a conversation comes as that conversation's own events.
      stale(ruleKeys.all);
    } else if (event.type === 'organization.updated') {
      // Its name and time zone come with the session (every page's times), and the organization page shows them;
      // the business hours are read in that time zone.
      stale(sessionKeys.all);
      stale(organizationKeys.all);
      stale(serviceLevelKeys.businessHours());
    } else if (event.type === 'conversation.deleted') {
      if (event.conversation_id === null) continue;
      updates.set(event.conversation_id, null);
      deleted.push([event.conversation_id, event]);
      counts = true;
    } else {
      const conversation = conversationOf(event);
      if (!conversation) continue;
      updates.set(conversation.id, conversation);
      if (TIMELINE_TYPES.test(event.type)) timelines.add(conversation.id);
      if (event.type === 'snippet.applied') stale(snippetKeys.list());
      counts = true;
    }
  }

  if (updates.size > 0 || contacts.size > 0) patchLists(queryClient, updates, contacts, context.meEmail);
  for (const [id, conversation] of updates) {
    if (conversation) queryClient.setQueryData<Conversation>(conversationKeys.detail(id), (old) => (old ? conversation : old));
  }
  for (const [id, contact] of contacts) {
    for (const [key, old] of queryClient.getQueriesData<Conversation>({ queryKey: conversationKeys.details() })) {
      if (key.length === 3 && old?.contact.id === id) queryClient.setQueryData<Conversation>(key, { ...old, contact });
    }
    stale(contactKeys.detail(id));
  }
  for (const [id, event] of deleted) {
    const detail = queryClient.getQueryCache().find({ queryKey: conversationKeys.detail(id), exact: true });
    if (detail && detail.getObserversCount() > 0) context.onDeletedOnScreen(id, event);
    else queryClient.removeQueries({ queryKey: conversationKeys.detail(id) });
  }
  for (const id of timelines) {
    if (updates.get(id) !== null) stale(conversationKeys.timeline(id));
  }
  // A source open in an editor is read again, but not one being deleted: nothing of it changes but its removal, which
  // the job may have made already (the read would be a 404: an editor closing after replacing it, a colleague's
  // delete). It shows as being deleted where it is shown.
  for (const [uuid, status] of sourceStatuses) {
    if (status === 'deleting' || status === 'deleted') {
      queryClient.setQueryData(aiSourceKeys.detail(uuid), (old: RagSource | undefined) => old && { ...old, status: 'deleting' as const });
    } else stale(aiSourceKeys.detail(uuid));
  }
  for (const queryKey of staleKeys.values()) void queryClient.invalidateQueries({ queryKey });
  return { counts };
}

function patchLists(
  queryClient: QueryClient,
  updates: ReadonlyMap<number, Conversation | null>,
  contacts: ReadonlyMap<number, Conversation['contact']>,
  meEmail: string | undefined,
) {
  for (const [queryKey, data] of queryClient.getQueriesData<ListData>({ queryKey: conversationKeys.lists() })) {
    if (!data) continue;
    const filters = queryKey[2] as ConversationListFilters;
    const patched = patchConversationList(data, updates, filters, meEmail);
    let next = patched.data;
    for (const contact of contacts.values()) next = patchContact(next, contact);
    if (next !== data) queryClient.setQueryData<ListData>(queryKey, next);
    // A page being fetched was read before this change: read again (loading more pages is left alone).
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    const refreshing = query?.state.fetchStatus === 'fetching' && !query.state.fetchMeta?.fetchMore;
    if (patched.refetch || refreshing) void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
