import type { Presence } from '#contract/presence';

const NONE: readonly Presence[] = [];

/**
 * Who is on which conversation, as the stream tells it: a snapshot right after connecting, then each change
 * (`left` takes an agent off). Each conversation's list keeps its identity until it changes, so a row or a
 * view that reads one conversation re-renders only for that one.
 */
export class PresenceStore {
  private byConversation = new Map<number, readonly Presence[]>();
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Who is on the conversation (every agent, the signed-in one too), in the order they came. */
  get(conversationId: number): readonly Presence[] {
    return this.byConversation.get(conversationId) ?? NONE;
  }

  apply(entries: readonly Presence[]): void {
    if (entries.length === 0) return;
    const next = new Map(this.byConversation);
    for (const entry of entries) {
      const current = next.get(entry.conversation_id) ?? NONE;
      const index = current.findIndex((p) => p.agent.id === entry.agent.id);
      let list: readonly Presence[];
      if (entry.state === 'left') list = current.filter((p) => p.agent.id !== entry.agent.id);
      // An agent who was there keeps their place (viewing -> replying does not reorder).
      else if (index >= 0) list = current.map((p, i) => (i === index ? entry : p));
      else list = [...current, entry];
      if (list.length === 0) next.delete(entry.conversation_id);
      else next.set(entry.conversation_id, list);
    }
    this.byConversation = next;
    this.emit();
  }

  /** A new connection: its snapshot replaces what was known. */
  clear(): void {
    if (this.byConversation.size === 0) return;
    this.byConversation = new Map();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
