import { conversationOfReplyDraft, replyDraftPrefix, type DraftOwner, type DraftStore } from '../conversations/drafts';
import type { PresenceHeartbeat } from './presence-heartbeat';

/**
 * Holds "replying" on every conversation the agent has an unsent reply to, for as long as the dashboard is open:
 * the drafts kept from before at once, then each one written or dropped (sent, discarded, emptied), here or in
 * another tab of the browser. The agent can be looking at another conversation, or at the settings: the reply
 * may still go out, and teammates should know before they write one of their own. Returns the stop.
 */
export function holdReplyDrafts(heartbeat: Pick<PresenceHeartbeat, 'hold'>, store: Pick<DraftStore, 'keys' | 'watch'>, owner: DraftOwner): () => void {
  const held = new Map<number, () => void>();
  const hold = (conversationId: number, kept: boolean) => {
    const release = held.get(conversationId);
    if (kept && !release) held.set(conversationId, heartbeat.hold(conversationId, 'replying'));
    if (!kept && release) {
      release();
      held.delete(conversationId);
    }
  };
  const prefix = replyDraftPrefix(owner);
  const kept = () => new Set(store.keys(prefix).flatMap((key) => conversationOfReplyDraft(owner, key) ?? []));
  const readAll = () => {
    const now = kept();
    for (const conversationId of held.keys()) if (!now.has(conversationId)) hold(conversationId, false);
    for (const conversationId of now) hold(conversationId, true);
  };

  const stop = store.watch((key, isKept) => {
    if (key === null) return readAll();
    const conversationId = conversationOfReplyDraft(owner, key);
    if (conversationId !== null) hold(conversationId, isKept);
  });
  readAll();
  return () => {
    stop();
    for (const release of held.values()) release();
    held.clear();
  };
}
