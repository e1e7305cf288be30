import { Eye, PenLine } from 'lucide-react';
import { useConversationPresence } from '../../../live/live-context';
import { presenceSentence } from '../../../live/presence-sentence';
import { Avatar } from './avatar';

/**
 * Above the reply box: the teammates who have this conversation open, and whether one is writing a reply
 * (so two agents do not answer the customer at once). A status region: arrivals and departures are announced.
 */
export function ConversationPresence({ conversationId }: { conversationId: number }) {
  const others = useConversationPresence(conversationId);
  const replying = others.some((p) => p.state === 'replying');
  const Icon = replying ? PenLine : Eye;
  return (
    <div role="status" className="relative z-10">
      {others.length > 0 && (
        <p
          className={
            replying
              ? 'flex items-center gap-2 border-t border-amber-200 bg-amber-50 px-5 py-1.5 text-[13px] font-medium text-amber-900'
              : 'flex items-center gap-2 border-t border-slate-200 bg-white px-5 py-1.5 text-[13px] text-slate-700'
          }
        >
          <span className="flex -space-x-1.5">
            {others.slice(0, 3).map((p) => (
              <Avatar key={p.agent.id} name={p.agent.name} agent size="sm" />
            ))}
          </span>
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="min-w-0 truncate">{presenceSentence(others)}</span>
        </p>
      )}
    </div>
  );
}
