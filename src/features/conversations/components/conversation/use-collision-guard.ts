import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReplyBody } from '#contract/compose';
import type { Message } from '#contract/conversations';
import { ApiError } from '../../../../lib/api-client';
import { conversationKeys } from '../../api/conversation-keys';
import { useTimeline } from '../../api/get-timeline';
import { collisionOf, latestMessageId, mergeCollisions, type Collision } from './collision';
import type { CollisionDialogProps } from './collision-dialog';

/** What the reply form says once the agent chose to review rather than send. */
export const NOT_SENT_MESSAGE = 'Not sent: new messages arrived while you were writing. Read them, then send again.';

interface WaitingSend {
  body: ReplyBody;
  post: (body: ReplyBody) => Promise<Message>;
  resolve: (message: Message) => void;
  reject: (error: unknown) => void;
}

/**
 * The collision guard of the reply form. Every send carries `seen_message_id`: the newest message of the
 * thread when the agent started writing (`writing` turned true), or the newest they reviewed since. When the
 * server refuses (409: the customer wrote, or a teammate replied, meanwhile), the send waits on the agent's
 * choice in the dialog: "Send anyway" sends it again past those messages and resolves with the message;
 * "Review" rejects (the form keeps the reply and says why) and brings the new messages into view.
 */
export function useCollisionGuard({ conversationId, writing }: { conversationId: number; writing: boolean }) {
  const queryClient = useQueryClient();
  const { data: timeline } = useTimeline(conversationId);
  const latest = latestMessageId(timeline);
  // The newest message when the agent started writing; while nothing is written, the thread's newest.
  const [started, setStarted] = useState<number | null>(null);
  if (writing && started === null) setStarted(latest);
  if (!writing && started !== null) setStarted(null);
  const [reviewed, setReviewed] = useState(0);
  const seen = Math.max(started ?? latest, reviewed);

  const waiting = useRef<WaitingSend | null>(null);
  const [collision, setCollision] = useState<Collision | null>(null);
  const [sending, setSending] = useState(false);
  // Gone with the form: a send still waiting on the dialog ends unsent.
  useEffect(
    () => () => {
      waiting.current?.reject(new ApiError(409, NOT_SENT_MESSAGE));
      waiting.current = null;
    },
    [],
  );

  /** Sends through `post` (the reply mutation) with the guard; for the composer's `send`. */
  const send = useCallback(
    async (body: ReplyBody, post: (body: ReplyBody) => Promise<Message>): Promise<Message> => {
      try {
        return await post({ ...body, seen_message_id: seen });
      } catch (error) {
        const refused = collisionOf(error);
        if (!refused) throw error;
        return new Promise<Message>((resolve, reject) => {
          waiting.current = { body, post, resolve, reject };
          setCollision(refused);
        });
      }
    },
    [seen],
  );

  const onSendAnyway = useCallback(async () => {
    const pending = waiting.current;
    if (!pending || !collision) return;
    setSending(true);
    try {
      const message = await pending.post({ ...pending.body, seen_message_id: collision.latest_message_id });
      waiting.current = null;
      setCollision(null);
      pending.resolve(message);
    } catch (error) {
      const again = collisionOf(error);
      // More arrived while the agent was deciding: shown too, and the choice is theirs again.
      if (again) setCollision(mergeCollisions(collision, again));
      else {
        waiting.current = null;
        setCollision(null);
        pending.reject(error);
      }
    } finally {
      setSending(false);
    }
  }, [collision]);

  const onReview = useCallback(() => {
    const pending = waiting.current;
    const shown = collision;
    waiting.current = null;
    setCollision(null);
    if (!shown) return;
    setReviewed((previous) => Math.max(previous, shown.latest_message_id));
    pending?.reject(new ApiError(409, NOT_SENT_MESSAGE));
    // The thread with what arrived, then the first of it in view and focused.
    const first = shown.arrived[0]?.id;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(conversationId), exact: true }).then(() =>
      requestAnimationFrame(() => {
        const item = first === undefined ? null : document.querySelector<HTMLElement>(`[data-message-id="${first}"]`);
        item?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        item?.focus({ preventScroll: true });
      }),
    );
  }, [collision, conversationId, queryClient]);

  const dialog: CollisionDialogProps = { collision, sending, onSendAnyway: () => void onSendAnyway(), onReview };
  return { send, dialog, seenMessageId: seen };
}
