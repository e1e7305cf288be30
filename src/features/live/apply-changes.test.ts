import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BulkOperation, Conversation, ConversationPage } from '#contract/conversations';
import type { ChangeEvent } from '#contract/events';
import { aiSourceKeys } from '../ai-sources/api/ai-source-keys';
import { bulkOperationKeys } from '../conversations/api/bulk-operation-keys';
import { channelKeys } from '../channels/api/channel-keys';
import { conversationKeys } from '../conversations/api/conversation-keys';
import { organizationKeys } from '../organization/api/organization-keys';
import { ruleKeys } from '../rules/api/rule-keys';
import { sessionKeys } from '../session/api/session';
import { applyChanges, type ChangeContext } from './apply-changes';

const conversation = (id: number, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  subject: `Subject ${id}`,
  status: 'opened',
  assignee: null,
  tags: [],
  contact: { id: 100 + id, name: `Customer ${id}`, email: `c${id}@example.com` },
  channel_id: 1,
  snooze_until: null,
  created: '2026-05-01T08:00:00.000Z',
  updated: '2026-05-01T08:00:00.000Z',
  last_message_at: '2026-05-01T08:00:00.000Z',
  waiting_since: null,
  preview: '',
  message_count: 1,
  sla: null,
  ...extra,
});

const event = (id: number, type: string, extra: Record<string, unknown>): ChangeEvent => ({
  id,
  type,
  created: '2026-05-01T10:00:00.000Z',
  actor: { type: 'agent', agent_id: 2, api_key_id: null },
  conversation_id: null,
  ...extra,
});

type ListData = InfiniteData<ConversationPage, string | undefined>;
const opened = conversationKeys.list({ search: '', order: 'priority' });
const closed = conversationKeys.list({ search: 'status:closed', order: 'priority' });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const deleted: number[] = [];
  const progress: BulkOperation[] = [];
  const context: ChangeContext = { meEmail: 'me@example.com', onDeletedOnScreen: (id) => deleted.push(id), onBulkProgress: (op) => progress.push(op) };
  const list = (key: readonly unknown[]) => queryClient.getQueryData<ListData>(key)?.pages.flatMap((p) => p.data.map((c) => c.id));
  return { queryClient, context, deleted, list, progress };
}

describe('applyChanges', () => {
  it('moves a closed conversation from the opened list to the closed one, and updates the open conversation', () => {
    const { queryClient, context, list } = setup();
    queryClient.setQueryData<ListData>(opened, { pages: [{ data: [conversation(1), conversation(2)], cursor: null }], pageParams: [undefined] });
    queryClient.setQueryData<ListData>(closed, { pages: [{ data: [], cursor: null }], pageParams: [undefined] });
    queryClient.setQueryData(conversationKeys.detail(1), conversation(1));

    const after = conversation(1, { status: 'closed' });
    const applied = applyChanges(queryClient, [event(5, 'conversation.updated', { conversation_id: 1, conversation: after, changes: ['status_changed'] })], context);

    expect(list(opened)).toEqual([2]);
    expect(list(closed)).toEqual([1]);
    expect(queryClient.getQueryData(conversationKeys.detail(1))).toEqual(after);
    expect(applied.counts).toBe(true);
  });

  it('never creates a conversation query that nobody asked for', () => {
    const { queryClient, context } = setup();
    applyChanges(queryClient, [event(5, 'conversation.created', { conversation_id: 3, conversation: conversation(3) })], context);
    expect(queryClient.getQueryData(conversationKeys.detail(3))).toBeUndefined();
  });

  it('applies the last state of a conversation changed several times in one batch', () => {
    const { queryClient, context } = setup();
    queryClient.setQueryData<ListData>(opened, { pages: [{ data: [conversation(1)], cursor: null }], pageParams: [undefined] });
    applyChanges(
      queryClient,
      [
        event(5, 'conversation.updated', { conversation_id: 1, conversation: conversation(1, { tags: ['a'] }) }),
        event(6, 'conversation.updated', { conversation_id: 1, conversation: conversation(1, { tags: ['a', 'b'] }) }),
      ],
      context,
    );
    expect(queryClient.getQueryData<ListData>(opened)?.pages[0]?.data[0]?.tags).toEqual(['a', 'b']);
  });

  it('asks for the open thread again when a message or note arrives', async () => {
    const { queryClient, context } = setup();
    const timeline = conversationKeys.timeline(1);
    queryClient.setQueryData(timeline, { conversation: conversation(1), entries: [] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyChanges(queryClient, [event(5, 'message.received', { conversation_id: 1, conversation: conversation(1), message_id: 77 })], context);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: timeline });
    expect(queryClient.getQueryState(timeline)?.isInvalidated).toBe(true);
  });

  it('takes a deleted conversation out of the lists, and tells when it is on screen', () => {
    const { queryClient, context, deleted, list } = setup();
    queryClient.setQueryData<ListData>(opened, { pages: [{ data: [conversation(1), conversation(2)], cursor: null }], pageParams: [undefined] });
    queryClient.setQueryData(conversationKeys.detail(2), conversation(2));
    applyChanges(
      queryClient,
      [
        event(5, 'conversation.deleted', { conversation_id: 1, conversation: conversation(1) }),
        event(6, 'conversation.deleted', { conversation_id: 2, conversation: conversation(2) }),
      ],
      context,
    );
    expect(list(opened)).toEqual([]);
    // Nothing observes the detail of 2 here: it is simply forgotten, not reported as on screen.
    expect(deleted).toEqual([]);
    expect(queryClient.getQueryData(conversationKeys.detail(2))).toBeUndefined();
  });

  it('keeps a bulk operation\'s progress as the stream tells it, and hands it on', () => {
    const { queryClient, context, progress } = setup();
    const operation: BulkOperation = {
      id: 9,
      status: 'running',
      search: 'tag:x',
      change: { status: 'CLOSED' },
      delete: false,
      total: 1200,
      processed: 500,
      changed: 500,
      created: '2026-05-01T10:00:00.000Z',
      finished_at: null,
      undone_at: null,
      undo_until: null,
    };
    const applied = applyChanges(queryClient, [event(5, 'bulk.progress', { operation })], context);
    expect(queryClient.getQueryData(bulkOperationKeys.detail(9))).toEqual(operation);
    expect(progress).toEqual([operation]);
    expect(applied.counts).toBe(false);
  });

  it('renames a contact on the rows and the open conversation', () => {
    const { queryClient, context } = setup();
    queryClient.setQueryData<ListData>(opened, { pages: [{ data: [conversation(1)], cursor: null }], pageParams: [undefined] });
    queryClient.setQueryData(conversationKeys.detail(1), conversation(1));
    const contact = { id: 101, name: 'Jane Renamed', email: 'c1@example.com' };
    applyChanges(queryClient, [event(5, 'contact.updated', { contact })], context);
    expect(queryClient.getQueryData<ListData>(opened)?.pages[0]?.data[0]?.contact.name).toBe('Jane Renamed');
    expect(queryClient.getQueryData<Conversation>(conversationKeys.detail(1))?.contact.name).toBe('Jane Renamed');
  });

  it('reads the channels again when one is added or changed, and the session and organization when the organization changes', () => {
    const { queryClient, context } = setup();
    queryClient.setQueryData(channelKeys.list(), []);
    queryClient.setQueryData(organizationKeys.detail(), { id: 1, name: 'Old name', timezone: 'UTC' });
    queryClient.setQueryData(sessionKeys.all, { organization: { id: 1, name: 'Old name', timezone: 'UTC' } });
    const applied = applyChanges(queryClient, [event(5, 'channel.updated', { channel: { id: 3, active: false } })], context);
    expect(queryClient.getQueryState(channelKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKeys.all)?.isInvalidated).toBe(false);
    expect(applied.counts).toBe(false);
    applyChanges(queryClient, [event(6, 'organization.updated', { organization: { id: 1, name: 'New name', timezone: 'Europe/Paris' } })], context);
    expect(queryClient.getQueryState(sessionKeys.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(organizationKeys.detail())?.isInvalidated).toBe(true);
  });

  it('reads the rules again when one is created, changed, deleted or acts', () => {
    for (const type of ['rule.created', 'rule.updated', 'rule.deleted', 'rule.applied']) {
      const { queryClient, context } = setup();
      queryClient.setQueryData(ruleKeys.list(), []);
      queryClient.setQueryData(channelKeys.list(), []);
      const applied = applyChanges(queryClient, [event(5, type, { rule: { id: 3, name: 'Invoices' } })], context);
      expect(queryClient.getQueryState(ruleKeys.list())?.isInvalidated, type).toBe(true);
      expect(queryClient.getQueryState(channelKeys.list())?.isInvalidated, type).toBe(false);
      expect(applied.counts).toBe(false);
    }
  });

  it('reads AI sources again as they change, but not one being deleted or removed: that one shows as being deleted', () => {
    const { queryClient, context } = setup();
    const [kept, gone, other] = ['a-kept', 'b-gone', 'c-other'];
    queryClient.setQueryData(aiSourceKeys.list({}), { pages: [], pageParams: [] });
    for (const uuid of [kept, gone, other]) queryClient.setQueryData(aiSourceKeys.detail(uuid), { uuid, status: 'ready' });
    const changed = (id: number, uuid: string, status: string) => event(id, 'ai_source.status_changed', { ai_source: { uuid, status } });
    applyChanges(queryClient, [changed(5, kept, 'queued'), changed(6, gone, 'deleting')], context);
    expect(queryClient.getQueryState(aiSourceKeys.list({}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(aiSourceKeys.detail(kept))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(aiSourceKeys.detail(gone))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(aiSourceKeys.detail(gone))).toEqual({ uuid: gone, status: 'deleting' });
    expect(queryClient.getQueryState(aiSourceKeys.detail(other))?.isInvalidated).toBe(false);
    applyChanges(queryClient, [changed(8, gone, 'deleted')], context);
    expect(queryClient.getQueryState(aiSourceKeys.detail(gone))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(aiSourceKeys.detail(gone))).toEqual({ uuid: gone, status: 'deleting' });
  });
});
