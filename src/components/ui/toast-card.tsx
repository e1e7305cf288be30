import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

// One toast in the notifications region (toast-region.tsx): it closes itself after its duration, a timer that
// stands still while the agent points at or works in the region, or is in another window. Escape closes it only
// when the focus is in it (the region listens). A toast is no Radix layer: those take every Escape from the newest
// one open, so a toast that appeared after a popover or dialog opened closed on the Escape meant for them, and its
// Undo with it.

export interface ShownToast {
  node: HTMLElement;
  close: () => void;
  /** An error: announced at once (assertive), where others wait for a pause in speech. */
  urgent: boolean;
}

export interface ToastRegionState {
  /** The agent is pointing at or working in the region, or the window is in the background. */
  paused: boolean;
  /** Called by a toast that is closing with the focus in it, before it goes: the region moves the focus on. */
  focusLeaving: (toast: HTMLElement) => void;
  /** A toast shows (to be announced, and closed by Escape); returns its removal. */
  shown: (toast: ShownToast) => () => void;
}

export const ToastRegionContext = createContext<ToastRegionState>({ paused: false, focusLeaving: () => undefined, shown: () => () => undefined });

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function ToastCard({
  duration,
  onClose,
  title,
  children,
  action,
  dark = false,
  urgent = false,
  className,
}: {
  /** Milliseconds the toast shows while nothing pauses it. */
  duration: number;
  onClose: () => void;
  title: ReactNode;
  /** Under the title: a description, a link. */
  children?: ReactNode;
  action?: ToastAction | undefined;
  /** The dark card (a countdown that asks to act), else the light one. */
  dark?: boolean;
  /** An error, announced at once. */
  urgent?: boolean;
  className?: string;
}) {
  const { paused, focusLeaving, shown } = useContext(ToastRegionContext);
  const node = useRef<HTMLLIElement>(null);
  const remaining = useRef(duration);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  const close = useCallback(() => {
    if (node.current?.contains(document.activeElement)) focusLeaving(node.current);
    latestOnClose.current();
  }, [focusLeaving]);

  useEffect(() => shown({ node: node.current!, close, urgent }), [shown, close, urgent]);

  // Counts down only while nothing pauses the region; a pause keeps the time that was left.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(close, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, close]);

  return (
    <li
      ref={node}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 shadow-lg',
        dark ? 'items-center border-slate-700 bg-slate-900 pl-4 text-white shadow-xl' : 'bg-white',
        className,
      )}
    >
      <div data-toast-text className="min-w-0 flex-1">
        <div className={cn('text-sm font-medium', dark ? 'tabular-nums' : 'text-slate-900')}>{title}</div>
        {children && <div className={cn('mt-0.5 text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>{children}</div>}
      </div>
      {action && (
        <button
          type="button"
          data-toast-action
          onClick={() => {
            action.onClick();
            close();
          }}
          className={cn(
            'rounded-md text-sm font-semibold focus-visible:outline-2',
            dark
              ? 'bg-white/10 px-2.5 py-1 text-white hover:bg-white/20 focus-visible:outline-white'
              : 'px-2 py-1 text-indigo-700 hover:bg-indigo-50 focus-visible:outline-indigo-600',
          )}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={close}
        className={cn(
          'rounded px-1 focus-visible:outline-2',
          dark ? 'text-slate-400 hover:text-white focus-visible:outline-white' : 'text-slate-500 hover:text-slate-800 focus-visible:outline-indigo-600',
        )}
      >
        ×
      </button>
    </li>
  );
}
