import { and, eq } from 'drizzle-orm';
import { actionStatusOf, type ActionName } from '#contract/actions';
import { BulkUpdateBodySchema, type Conversation, type Message, type Note } from '#contract/conversations';
import { fillTemplate, firstName, type TemplateValues } from '#contract/template-variables';
import type { Db } from '../../db/client.ts';
import { agents, contacts, conversations, organizations } from '../../db/schema.ts';
import { applyActionChange } from './bulk-apply.ts';
import { planBulkUpdate } from './bulk-update.ts';
import { InputError } from '../errors.ts';
import type { Actor } from './events.ts';
import { addNote } from './notes.ts';
import { replyToConversation, type AutoReply } from './reply.ts';

// One way to run an action on a conversation: for the steps of a snippet, and for what a composed message does
// once it was sent. Status, assignment and tags go through the bulk update (same checks, same events; no bulk
// operation is kept, as nothing offers to undo one step); a reply is scheduled like any reply; a note is added
// like any note.

export interface RunnableAction {
  name: ActionName;
  data: Record<string, unknown>;
}

export interface ActionContext {
  organizationId: number;
  conversationId: number;
  actor: Actor;
  /** The agent who writes replies and notes; null (an integration without one) refuses those actions. */
  agentId: number | null;
  now: Date;
  /** Seconds before a reply is sent (its undo window). */
  replyDelay: number;
  values: TemplateValues;
  /** Set when a rule runs the actions: its reply is an auto-reply (no agent, Auto-Submitted), its note has no author. */
  byRule?: AutoReply;
}

export type ActionOutcome =
  | { kind: 'conversation'; conversations: Conversation[] }
  | { kind: 'message'; message: Message }
  | { kind: 'note'; note: Note };

/** The bulk-update request a status, assignment or tag action stands for. */
export function bulkBodyOf(conversationId: number, action: RunnableAction) {
  const data = action.data;
  switch (action.name) {
    case 'status':
      // The action's status in either form (actions stored before lower case was the one form hold `CLOSED`), as
      // the bulk update names it; anything else fails here rather than changing nothing.
      return BulkUpdateBodySchema.parse({ ids: [conversationId], status: actionStatusOf(data.status)?.toUpperCase() ?? data.status, snooze_until: data.snooze_until });
    case 'status.close':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], status: 'CLOSED' });
    case 'teammates.assign':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], agent_id: data.agent_id, agent_email: data.agent_email });
    case 'tag':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], tag: data.tag });
    case 'untag':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], untag: data.tag });
    default:
      return undefined;
  }
}

/** The text of a reply or note action with its variables filled (HTML-escaped in a reply, which is HTML). */
export function filledText(action: RunnableAction, values: TemplateValues): string | undefined {
  if (action.name === 'reply') return fillTemplate(String(action.data.content ?? ''), values, { html: true });
  if (action.name === 'note') return fillTemplate(String(action.data.body ?? ''), values, { html: false });
  return undefined;
}

/** Runs one action; a rule it breaks (an agent gone, a snooze time past) is an InputError, nothing changed. */
export async function runAction(tx: Db, ctx: ActionContext, action: RunnableAction): Promise<ActionOutcome> {
  const author = ctx.agentId === null ? {} : { agent_id: ctx.agentId };
  if (action.name === 'reply') {
    const message = await replyToConversation(
      tx,
      ctx.organizationId,
      ctx.conversationId,
      { content: { content: filledText(action, ctx.values)! }, delay: ctx.replyDelay, ...author },
      { now: ctx.now, actor: ctx.actor, ...(ctx.byRule ? { autoReply: ctx.byRule } : {}) },
    );
    if (!message) throw new InputError('conversation not found', 404);
    return { kind: 'message', message };
  }
  if (action.name === 'note') {
    const writer = ctx.byRule ? { agent_id: null } : author;
    const note = await addNote(tx, ctx.organizationId, ctx.conversationId, { body: filledText(action, ctx.values)!, ...writer }, ctx.now, ctx.actor);
    if (!note) throw new InputError('conversation not found', 404);
    return { kind: 'note', note };
  }
  const body = bulkBodyOf(ctx.conversationId, action)!;
  const plan = await planBulkUpdate(tx, ctx.organizationId, body, { now: ctx.now, canBlock: false });
  return { kind: 'conversation', conversations: await applyActionChange(tx, ctx.organizationId, plan, { now: ctx.now, actor: ctx.actor }) };
}

/** The values of the variables for a conversation, written by this agent (none for an integration). */
export async function templateValues(db: Db, organizationId: number, conversationId: number, agentId: number | null): Promise<TemplateValues> {
  const [row] = await db
    .select({ subject: conversations.subject, contactName: contacts.name, contactEmail: contacts.email, organizationName: organizations.name })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(organizations, eq(organizations.id, conversations.organizationId))
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  const [agent] =
    agentId === null
      ? []
      : await db
          .select({ name: agents.name })
          .from(agents)
          .where(and(eq(agents.organizationId, organizationId), eq(agents.id, agentId)));
  return {
    'contact.name': row?.contactName ?? '',
    'contact.first_name': firstName(row?.contactName ?? ''),
    'contact.email': row?.contactEmail ?? '',
    'agent.name': agent?.name ?? '',
    'agent.first_name': firstName(agent?.name ?? ''),
    'conversation.id': String(conversationId),
    'conversation.subject': row?.subject ?? '',
    'organization.name': row?.organizationName ?? '',
  };
}
