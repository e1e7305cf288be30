import { useLayoutEffect, useRef } from 'react';
import { useConversation } from '../../api/get-conversation';
import { useTimeline } from '../../api/get-timeline';
import { ConversationHeader } from './conversation-header';
import { isHiddenEvent } from './describe-event';
import { ReplyBox } from './reply-box';
import { Thread } from './thread';

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
  const last = timeline.entries.findLast((e) => e.type !== 'event' || !isHiddenEvent(e.event.type));
  const lastIsOurs = last?.type === 'note' || (last?.type === 'message' && last.message.direction === 'outbound');
  const scroller = useFollowLatest(timeline.entries.length, lastIsOurs);
  return (
    <section aria-labelledby="conversation-subject" className="flex h-full min-h-0 min-w-0 flex-col bg-slate-50">
      <ConversationHeader conversation={conversation} />
      {/* Focusable so the thread scrolls from the keyboard even where it holds nothing focusable. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="Thread"
        className="relative min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
      >
        <Thread timeline={timeline} />
      </div>
      <ReplyBox conversation={conversation} />
    </section>
  );
}
