import { DEFAULT_DELAY_SECONDS } from '#contract/compose';
import type { ApplySnippetResult } from '#contract/snippets';
import type { Db } from '../../db/client.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { checkActions } from '../conversations/check-actions.ts';
import { getConversation } from '../conversations/conversation-view.ts';
import { recordEvents, type Actor } from '../conversations/events.ts';
import { resolveSendingAgent } from '../conversations/outbound-message.ts';
import { describeAction } from '../conversations/describe-action.ts';
import { filledText, runAction, templateValues, type ActionContext } from '../conversations/run-action.ts';
import { InputError } from '../errors.ts';
import { getSnippet } from './snippet-view.ts';
import { recordApplications } from './snippet-writes.ts';

export interface ApplyInput {
  agent_id?: number | undefined;
  agent_email?: string | undefined;
  delay?: number | undefined;
}

/**
 * Applies a snippet to a conversation: its actions in order, as the caller, all or nothing (a reply is scheduled
 * like any reply, with its undo window), then counts the application. With `preview`, says what it would do
 * (reply and note filled for this conversation) and changes nothing. Undefined for an unknown conversation.
 */
export async function applySnippet(
  db: Db,
  organizationId: number,
  target: { conversationId: number; snippetId: number },
  input: ApplyInput,
  opts: { now: Date; actor: Actor; preview: boolean },
): Promise<ApplySnippetResult | undefined> {
  const conversation = await getConversation(db, organizationId, target.conversationId);
  if (!conversation) return undefined;
  const snippet = await getSnippet(db, organizationId, target.snippetId);
  if (!snippet) throw new InputError('snippet not found', 404);

  const writes = snippet.actions.some((a) => a.name === 'reply' || a.name === 'note');
  const named = input.agent_id !== undefined || input.agent_email !== undefined;
  const agentId = opts.actor.agentId ?? (named ? (await resolveSendingAgent(db, organizationId, input)).id : null);
  // A preview writes nothing: without an agent, the agent's variables just stay empty (or take their fallback).
  if (writes && agentId === null && !opts.preview) {
    throw new InputError('agent_id or agent_email is required: this snippet writes a reply or a note, and an API key is no agent');
  }
  await checkActions(db, organizationId, snippet.actions, opts.now, 'actions');

  const values = await templateValues(db, organizationId, target.conversationId, agentId);
  const actions = await Promise.all(
    snippet.actions.map(async (a) => {
      const filled = filledText(a, values);
      const data = filled === undefined ? a.data : { ...a.data, [a.name === 'reply' ? 'content' : 'body']: filled };
      return { id: a.id, name: a.name, data, description: await describeAction(db, organizationId, a, filled) };
    }),
  );
  if (opts.preview) return { preview: true, conversation, actions, messages: [], notes: [] };

  const ctx: ActionContext = {
    organizationId,
    conversationId: target.conversationId,
    actor: opts.actor,
    agentId,
    now: opts.now,
    replyDelay: input.delay ?? DEFAULT_DELAY_SECONDS,
    values,
  };
  const result = await db.transaction(async (tx) => {
    const messages: ApplySnippetResult['messages'] = [];
    const notes: ApplySnippetResult['notes'] = [];
    for (const [i, action] of snippet.actions.entries()) {
      try {
        const outcome = await runAction(tx, ctx, action);
        if (outcome.kind === 'message') messages.push(outcome.message);
        if (outcome.kind === 'note') notes.push(outcome.note);
      } catch (err) {
        // Name the step that could not apply: the snippet may need editing.
        if (err instanceof InputError) throw new InputError(`actions.${i} (${action.name}): ${err.message}`, err.status);
        throw err;
      }
    }
    await recordEvents(
      tx,
      opts.actor,
      [{ organizationId, conversationId: target.conversationId, type: 'snippet_applied', data: { snippet_id: snippet.id, title: snippet.title } }],
      opts.now,
    );
    await recordApplications(tx, organizationId, [snippet.id], opts.now);
    await emitConversationChanges(tx, organizationId, opts.actor, 'snippet.applied', [target.conversationId], opts.now, () => ({
      snippet_id: snippet.id,
      title: snippet.title,
    }));
    return { messages, notes };
  });
  const after = (await getConversation(db, organizationId, target.conversationId)) ?? conversation;
  return { preview: false, conversation: after, actions, ...result };
}
