import { Toast as RadixToast } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';

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
 * A toast whose title counts down to a deadline ("Sending in 7s") and closes itself shortly after it,
 * with an action (Undo) and optional extra content (a link). Must render inside the app's ToastProvider;
 * Radix portals it into the same viewport as every other toast.
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
  action?: { label: string; altText: string; onClick: () => void };
  children?: ReactNode;
  onClose: () => void;
}) {
  const secondsLeft = useSecondsLeft(deadline);
  const [duration] = useState(() => Math.max(deadline - Date.now(), 0) + 1_500);
  return (
    <RadixToast.Root
      duration={duration}
      onOpenChange={(open) => !open && onClose()}
      className="flex items-center gap-3 rounded-lg border border-slate-700 bg-slate-900 p-3 pl-4 text-white shadow-xl"
    >
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="text-sm font-medium tabular-nums">{title(secondsLeft)}</RadixToast.Title>
        {children && <div className="mt-0.5 text-sm text-slate-300">{children}</div>}
      </div>
      {action && (
        <RadixToast.Action altText={action.altText} asChild>
          <button
            type="button"
            onClick={action.onClick}
            className="rounded-md bg-white/10 px-2.5 py-1 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            {action.label}
          </button>
        </RadixToast.Action>
      )}
      <RadixToast.Close
        aria-label="Dismiss"
        className="rounded px-1 text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        ×
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
