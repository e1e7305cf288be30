import { useHotkeys } from '../../../../lib/use-hotkeys';
import { useConversationCommands, type ConversationCommands } from '../../inbox-bridge';

export interface InboxHotkeyHandlers {
  /** j and k. */
  step: (delta: 1 | -1) => void;
  /** x. */
  toggle: () => void;
  /** Enter; false when there is no row to open (the key goes on). */
  openCursor: () => boolean;
  close: () => void;
  snooze: () => void;
  remove: () => void;
  spam: () => void;
  search: () => void;
  compose: () => void;
  help: () => void;
}

/**
 * The inbox's single-key shortcuts (listed in the shortcuts dialog). r, n, a and t reach into the open
 * conversation; without one they do nothing and the key goes on.
 */
export function useInboxHotkeys(h: InboxHotkeyHandlers) {
  const commands = useConversationCommands();
  const inConversation = (run: (c: ConversationCommands) => void) => () => {
    const open = commands();
    if (!open) return false;
    run(open);
  };
  useHotkeys({
    j: () => h.step(1),
    k: () => h.step(-1),
    x: h.toggle,
    Enter: () => h.openCursor(),
    e: h.close,
    s: h.snooze,
    '#': h.remove,
    '!': h.spam,
    r: inConversation((c) => c.focusReply()),
    n: inConversation((c) => c.focusNote()),
    a: inConversation((c) => c.openAssignee()),
    t: inConversation((c) => c.openTags()),
    '/': h.search,
    c: h.compose,
    '?': h.help,
  });
}
