import { DismissableLayerBranch } from '@radix-ui/react-dismissable-layer';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastCard, ToastRegionContext, type ToastRegionState } from './toast-card';
import type { ToastItem } from './toast';

const TONE_BORDER = { error: 'border-red-300', success: 'border-emerald-300', info: 'border-slate-200' } as const;

/**
 * The notifications region behind ./toast (loaded on demand): the app's toasts, and `children`, toasts of other
 * kinds (CountdownToast). Screen readers hear each toast as it appears (a polite live region); F8 takes the focus
 * to the region. It is a branch of Radix's layers: a click in a toast does not close the popover or dialog open
 * beside it, and it stays clickable while a modal dialog is open.
 */
export function ToastRegionImpl({ toasts, onRemove, children }: { toasts: ToastItem[]; onRemove: (id: number) => void; children?: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  /** Where the focus was before it came into the region, to give it back when the last focused toast closes. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const [windowAway, setWindowAway] = useState(false);

  useEffect(() => {
    const away = () => setWindowAway(true);
    const back = () => setWindowAway(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      list.current?.focus();
    };
    window.addEventListener('blur', away);
    window.addEventListener('focus', back);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', back);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const focusLeaving = useCallback((toast: HTMLElement) => {
    const others = [...(list.current?.children ?? [])].filter((item) => item !== toast);
    const back = returnFocusTo.current;
    if (others.length === 0 && back?.isConnected) back.focus({ preventScroll: true });
    else list.current?.focus({ preventScroll: true });
  }, []);
  const state = useMemo<ToastRegionState>(() => ({ paused: pointerIn || focusIn || windowAway, focusLeaving }), [pointerIn, focusIn, windowAway, focusLeaving]);

  return (
    <ToastRegionContext.Provider value={state}>
      <DismissableLayerBranch
        role="region"
        aria-label="Notifications (F8)"
        tabIndex={-1}
        className="pointer-events-auto fixed right-4 bottom-4 z-[60] w-[min(92vw,24rem)]"
        // A move, not an enter: a toast that appears under a resting pointer (the agent just clicked where it shows)
        // still closes in its time, and does not keep covering what is under it.
        onPointerMove={() => setPointerIn(true)}
        onPointerLeave={() => setPointerIn(false)}
        onFocus={(event) => {
          setFocusIn(true);
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIn(false);
        }}
      >
        <ol ref={list} tabIndex={-1} aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2 outline-none">
          {children}
          {toasts.map((t) => (
            <ToastCard
              key={t.id}
              duration={t.duration ?? 5000}
              onClose={() => onRemove(t.id)}
              title={t.title}
              action={t.action}
              className={TONE_BORDER[t.tone ?? 'info']}
            >
              {t.description}
            </ToastCard>
          ))}
        </ol>
      </DismissableLayerBranch>
    </ToastRegionContext.Provider>
  );
}
