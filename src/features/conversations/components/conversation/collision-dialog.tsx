import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../../components/ui/button';
import { authorOf, collisionTitle, type Collision } from './collision';
import { fullDateTime, relativeTime } from './format-time';
import { useNow } from './use-now';

/** The start of a message, as the dialog shows it. */
const EXCERPT = 300;

export interface CollisionDialogProps {
  /** What arrived since the agent started writing; null: no dialog. */
  collision: Collision | null;
  /** "Send anyway" is on its way. */
  sending: boolean;
  onSendAnyway: () => void;
  /** Not sent: close and show what arrived in the thread. */
  onReview: () => void;
}

/**
 * The collision guard stopped a reply: the customer wrote again, or a teammate replied, since the agent started
 * writing. Shows what arrived; "Review" (the safe choice, focused first; Escape too) keeps the reply unsent and
 * goes to the new messages, "Send anyway" sends it as it is.
 */
export function CollisionDialog({ collision, sending, onSendAnyway, onReview }: CollisionDialogProps) {
  const now = useNow();
  const arrived = collision?.arrived ?? [];
  return (
    <AlertDialog.Root open={collision !== null} onOpenChange={(open) => !open && !sending && onReview()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[55] bg-slate-900/40" />
        <AlertDialog.Content
          // "Review" moves the focus to the new messages itself.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[56] flex max-h-[85vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-5 shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {collision ? collisionTitle(collision) : ''}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1.5 text-sm text-slate-600">
            Your reply has not been sent. Read what arrived before you answer.
          </AlertDialog.Description>
          <ol aria-label="What arrived" className="mt-3 min-h-0 flex-1 space-y-2 overflow-y-auto">
            {arrived.map((message) => (
              <li key={message.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                <p className="flex items-baseline gap-2 text-xs text-slate-600">
                  <span className="font-semibold text-slate-900">{authorOf(message)}</span>
                  <span>{message.direction === 'inbound' ? 'wrote' : 'replied'}</span>
                  <time dateTime={message.created} title={fullDateTime(message.created, { zone: true })} className="ml-auto whitespace-nowrap">
                    {relativeTime(message.created, now)}
                  </time>
                </p>
                <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line text-slate-800">
                  {message.text.length > EXCERPT ? `${message.text.slice(0, EXCERPT)}…` : message.text || '(no text)'}
                </p>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button disabled={sending}>Review</Button>
            </AlertDialog.Cancel>
            <Button variant="primary" disabled={sending} onClick={onSendAnyway}>
              {sending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              Send anyway
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
