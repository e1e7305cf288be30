import { useLayoutEffect, useRef, useState } from 'react';
import { useConversation } from '../../api/get-conversation';
import { useTimeline } from '../../api/get-timeline';
import { useProvideConversationCommands } from '../../inbox-bridge';
import { useViewingPresence } from '../../../live/live-context';
import { CustomerPanel } from '../customer/customer-panel';
import { CustomerSheet } from '../customer/customer-sheet';
import { ConversationHeader, type ConversationHeaderHandle } from './conversation-header';
import { ConversationPresence } from './conversation-presence';
import { NewActivityButton } from './new-activity-button';
import { ReplyBox, type ReplyBoxHandle } from './reply-box';
import { notSavableYet } from './save-as-answer-readiness';
import { Thread } from './thread';
import { visibleEntries } from './visible-entries';

/**
 * Shows the latest entry: its start when it is a message taller than the view (an email is read from the
 * top), else the very end. At first, when the agent's own reply or note arrives, and when anything arrives
 * while the agent is at (or near) the end.
 */
function useFollowLatest(count: number, lastIsOurs: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef(0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || count === seen.current) return;
    const first = seen.current === 0;
    const nearEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 240;
    seen.current = count;
    // What the agent just sent or noted is always brought into view.
    if (!first && !nearEnd && !lastIsOurs) return;
    const follow = () => {
      const last = element.querySelector<HTMLElement>('ol > li:last-child');
      const end = element.scrollHeight - element.clientHeight;
      const top = last ? last.offsetTop - 16 : end;
      element.scrollTo({ top: Math.min(top, end), behavior: first ? 'instant' : 'smooth' });
    };
    follow();
    // Email iframes get their height once measured (next frame): follow again then.
    const frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [count, lastIsOurs]);
  return scroller;
}

/** The conversation beside the inbox list: header, thread, reply box. The route loader fetched both queries. */
export function ConversationView({ conversationId }: { conversationId: number }) {
  const { data: conversation } = useConversation(conversationId);
  const { data: timeline } = useTimeline(conversationId);
  const entries = visibleEntries(timeline.entries);
  const last = entries.at(-1);
  const lastIsOurs = last?.type === 'note' || (last?.type === 'message' && last.message.direction === 'outbound');
  const scroller = useFollowLatest(entries.length, lastIsOurs);
  const header = useRef<ConversationHeaderHandle>(null);
  const replyBox = useRef<ReplyBoxHandle>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  // The teammates see the agent here (and the agent sees them, above the reply box).
  useViewingPresence(conversationId);
  useProvideConversationCommands({
    focusReply: () => replyBox.current?.focusReply(),
    focusNote: () => replyBox.current?.focusNote(),
    openAssignee: () => header.current?.openAssignee(),
    openTags: () => header.current?.openTags(),
  });

  // The header, then the thread (the only part that scrolls) over the reply box; from 90rem (1440 px) the customer
  // panel beside them, below a drawer: from xl the main menu and the list take 624 px, and a panel beside the thread
  // left it 400 px at 1280 (a header on three rows, four lines of the customer's mail). Emails are sandboxed iframes, which Chromium renders out of process and
  // routes the mouse to by their own layer: the thread clips and isolates its content (contain: paint, its
  // own stacking context), and the header and the reply box sit in stacking contexts above it, so no part of
  // an email can be under their buttons, whatever the scroll.
  return (
    <section
      aria-labelledby="conversation-subject"
      className="grid h-full min-h-0 min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] bg-slate-50 min-[90rem]:grid-cols-[minmax(0,1fr)_16rem] 2xl:grid-cols-[minmax(0,1fr)_19rem]"
    >
      <ConversationHeader
        ref={header}
        conversation={conversation}
        notSavable={notSavableYet(timeline.entries)}
        onShowCustomer={() => setCustomerOpen(true)}
        onApplySnippet={(snippet) => void replyBox.current?.insertSnippet(snippet)}
        className="min-[90rem]:col-span-2"
      />
      {/* The thread keeps 40% of the pane (at least 7rem) however tall the reply box grows (suggestions, a notice, a
          long draft): the customer's mail stays in view beside the reply, which then scrolls within the rest. */}
      <div className="grid min-h-0 min-w-0 grid-rows-[minmax(max(7rem,40%),1fr)_auto_auto_minmax(0,auto)]">
        {/* Focusable so the thread scrolls from the keyboard even where it holds nothing focusable. */}
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label="Thread"
          className="relative z-0 isolate min-h-0 overflow-y-auto [contain:paint] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
        >
          <Thread entries={entries} contactName={timeline.conversation.contact.name} />
        </div>
        <NewActivityButton scroller={scroller} count={entries.length} lastIsOurs={lastIsOurs} />
        <ConversationPresence conversationId={conversation.id} />
        <ReplyBox ref={replyBox} conversation={conversation} />
      </div>
      <div className="hidden min-h-0 border-l border-slate-200 bg-white min-[90rem]:grid">
        <CustomerPanel contactId={conversation.contact.id} conversationId={conversation.id} landmark />
      </div>
      <CustomerSheet
        open={customerOpen}
        onOpenChange={setCustomerOpen}
        contactId={conversation.contact.id}
        conversationId={conversation.id}
      />
    </section>
  );
}
