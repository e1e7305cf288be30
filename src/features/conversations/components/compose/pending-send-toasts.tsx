import { Link } from '@tanstack/react-router';
import { CountdownToast } from '../../../../components/ui/countdown-toast';
import { formatCountdown } from '../conversation/format-time';
import { pendingSends, usePendingSends } from './pending-sends';
import { useUndoSend } from './use-undo-send';

/** "Sending in 7s · Undo" for every message this browser scheduled, wherever the agent goes meanwhile. */
export function PendingSendToasts() {
  const sends = usePendingSends();
  const undo = useUndoSend();
  return sends.map((send) => (
    <CountdownToast
      key={send.messageId}
      deadline={send.deadline}
      title={(left) => (left > 0 ? `Sending in ${formatCountdown(left)}` : 'Sending…')}
      action={{ label: 'Undo', onClick: () => void undo(send.conversationId, send.messageId) }}
      onClose={() => pendingSends.take(send.messageId)}
    >
      {send.kind === 'compose' ? (
        <Link
          to="/inbox/$conversationId"
          params={{ conversationId: String(send.conversationId) }}
          className="font-medium text-indigo-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
        >
          Open conversation
        </Link>
      ) : (
        'Your reply is scheduled.'
      )}
    </CountdownToast>
  ));
}
