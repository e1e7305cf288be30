import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { BulkChange } from './bulk-change';

// The inbox's two panes talk through this: the list (which owns the shortcuts and knows the order) reaches
// the open conversation's reply box and pickers, and the conversation's header asks the list to change it (so
// that closing, snoozing or marking it as spam opens the next one). Refs, not state: nothing here renders.

/** What the shortcuts do inside the open conversation. */
export interface ConversationCommands {
  focusReply: () => void;
  focusNote: () => void;
  openAssignee: () => void;
  openTags: () => void;
}

/**
 * What the list does for the open conversation: any change the header makes (with its toast and Undo); one that
 * takes it out of the queue (close, snooze, spam) then opens the next (auto-advance).
 */
export interface ListActions {
  leave: (id: number, change: BulkChange) => void;
}

interface Bridge {
  commands: RefObject<ConversationCommands | null>;
  list: RefObject<ListActions | null>;
}

const BridgeContext = createContext<Bridge | null>(null);

export function InboxBridgeProvider({ children }: { children: ReactNode }) {
  const commands = useRef<ConversationCommands | null>(null);
  const list = useRef<ListActions | null>(null);
  const bridge = useMemo<Bridge>(() => ({ commands, list }), []);
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

/** Keeps `ref.current` on the latest `value` while mounted. */
function useProvide<T>(ref: RefObject<T | null> | undefined, value: T) {
  useEffect(() => {
    if (ref) ref.current = value;
  });
  // Unmount cleanups run before the next mount's effects: a newly opened conversation takes over cleanly.
  useEffect(
    () => () => {
      if (ref) ref.current = null;
    },
    [ref],
  );
}

/** The open conversation offers its commands to the shortcuts. */
export function useProvideConversationCommands(commands: ConversationCommands) {
  useProvide(useContext(BridgeContext)?.commands, commands);
}

/** The list offers to act on the open conversation. */
export function useProvideListActions(actions: ListActions) {
  useProvide(useContext(BridgeContext)?.list, actions);
}

/** The open conversation's commands, read when a shortcut fires (null while none is open). */
export function useConversationCommands(): () => ConversationCommands | null {
  const bridge = useContext(BridgeContext);
  return () => bridge?.commands.current ?? null;
}

/** The list's actions, read when the header acts (null outside the inbox). */
export function useListActions(): () => ListActions | null {
  const bridge = useContext(BridgeContext);
  return () => bridge?.list.current ?? null;
}
