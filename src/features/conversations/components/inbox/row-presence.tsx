import { Eye, PenLine } from 'lucide-react';
import { useConversationPresence } from '../../../live/live-context';
import { presenceSentence } from '../../../live/presence-sentence';

/** On a row: who else has the conversation open (a pen while one of them writes a reply). */
export function RowPresence({ conversationId }: { conversationId: number }) {
  const others = useConversationPresence(conversationId);
  if (others.length === 0) return null;
  const sentence = presenceSentence(others);
  const replying = others.some((p) => p.state === 'replying');
  const Icon = replying ? PenLine : Eye;
  const first = others[0]!.agent.name.split(/\s+/)[0];
  return (
    <span
      title={sentence}
      className="inline-flex max-w-28 shrink-0 items-center gap-1 rounded-full bg-violet-100 px-1.5 py-px text-[11px] font-medium text-violet-800"
    >
      <Icon aria-hidden="true" className="size-3 shrink-0" />
      <span aria-hidden="true" className="truncate">
        {first}
        {others.length > 1 ? ` +${others.length - 1}` : ''}
      </span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
