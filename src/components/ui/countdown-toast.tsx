import { useEffect, useState, type ReactNode } from 'react';
import { ToastCard, type ToastAction } from './toast-card';

/** Seconds left until `deadline` (epoch ms), ticking every quarter second. */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A toast whose title counts down to a deadline ("Sending in 7s") and closes itself shortly after it, with an
 * action (Undo) and optional extra content (a link). Rendered as a child of the app's ToastRegion, in the same
 * list as every other toast.
 */
export function CountdownToast({
  deadline,
  title,
  action,
  children,
  onClose,
}: {
  deadline: number;
  title: (secondsLeft: number) => string;
  action?: ToastAction;
  children?: ReactNode;
  onClose: () => void;
}) {
  const secondsLeft = useSecondsLeft(deadline);
  const [duration] = useState(() => Math.max(deadline - Date.now(), 0) + 1_500);
  return (
    <ToastCard dark duration={duration} onClose={onClose} title={title(secondsLeft)} action={action}>
      {children}
    </ToastCard>
  );
}
