import { AlertTriangle, Ban, Check, Clock, Loader2 } from 'lucide-react';
import type { Message } from '#contract/conversations';
import { useSecondsLeft } from '../../../../components/ui/countdown-toast';
import { cn } from '../../../../lib/cn';
import { useUndoSend } from '../compose/use-undo-send';
import { formatCountdown } from './format-time';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Where an outbound message is: counting down (with Undo), sending, sent, failed or cancelled. */
export function MessageStatus({ message }: { message: Message }) {
  switch (message.status) {
    case 'scheduled':
      return <Scheduled message={message} />;
    case 'sending':
      return (
        <span className={cn(badge, 'bg-sky-50 text-sky-700')}>
          <Loader2 aria-hidden="true" className="size-3 animate-spin" /> Sending…
        </span>
      );
    case 'sent':
      return (
        <span className={cn(badge, 'bg-emerald-50 text-emerald-700')}>
          <Check aria-hidden="true" className="size-3" /> Sent
        </span>
      );
    case 'failed':
      return (
        <span className={cn(badge, 'bg-red-50 text-red-700')}>
          <AlertTriangle aria-hidden="true" className="size-3" /> Not delivered
        </span>
      );
    case 'cancelled':
      return (
        <span className={cn(badge, 'bg-slate-100 text-slate-600')}>
          <Ban aria-hidden="true" className="size-3" /> Cancelled
        </span>
      );
    default:
      return null;
  }
}

function Scheduled({ message }: { message: Message }) {
  const undo = useUndoSend();
  const secondsLeft = useSecondsLeft(message.send_at ? Date.parse(message.send_at) : 0);
  // A relay refused it for now: it waits for its next attempt (failure_reason says why).
  const retrying = Boolean(message.failure_reason);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn(badge, 'bg-amber-50 text-amber-800 tabular-nums')} title={message.failure_reason ?? undefined}>
        <Clock aria-hidden="true" className="size-3" />
        {retrying ? 'Retrying soon' : secondsLeft > 0 ? `Sending in ${formatCountdown(secondsLeft)}…` : 'Sending…'}
      </span>
      <button
        type="button"
        onClick={() => void undo(message.conversation_id, message.id)}
        aria-label="Undo send"
        className="rounded px-1.5 py-0.5 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Undo
      </button>
    </span>
  );
}
