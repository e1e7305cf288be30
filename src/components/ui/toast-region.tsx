import { DismissableLayerBranch } from '@radix-ui/react-dismissable-layer';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastCard, ToastRegionContext, type ShownToast, type ToastRegionState } from './toast-card';
import type { ToastItem } from './toast';

const TONE_BORDER = { error: 'border-red-300', success: 'border-emerald-300', info: 'border-slate-200' } as const;
/** How long an announcement stays in its live region (as Radix's toasts): long enough to be read out once. */
const ANNOUNCED_MS = 1000;

let nextAnnouncement = 1;

interface Announcement {
  id: number;
  text: string;
  urgent: boolean;
}

/** What a screen reader says of a toast: its title and description, then its action ("Undo"). */
function spokenText(node: HTMLElement): string {
  const text = node.querySelector('[data-toast-text]')?.textContent?.trim() ?? '';
  const action = node.querySelector('[data-toast-action]')?.textContent?.trim();
  return action ? `${text}. ${action}` : text;
}

/**
 * The notifications region behind ./toast (loaded on demand): the app's toasts, and `children`, toasts of other
 * kinds (CountdownToast). Each toast is announced once, a frame after it shows, through live regions of the
 * region's own (errors assertively), so that the first toast, which comes with the region, is heard too. F8 takes
 * the focus to the toasts, Escape there closes the toast it is in (or leaves the list). It is a branch of Radix's
 * layers: a click in a toast does not close the popover or dialog open beside it.
 */
export function ToastRegionImpl({ toasts, onRemove, children }: { toasts: ToastItem[]; onRemove: (id: number) => void; children?: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  /** Where the focus was before it came into the region, to give it back when it leaves the last toast. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const showing = useRef(new Set<ShownToast>());
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const [windowAway, setWindowAway] = useState(false);
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);

  const giveFocusBack = useCallback(() => {
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const away = () => setWindowAway(true);
    const back = () => setWindowAway(false);
    // On the window, in the capture phase: before Radix's layers, which listen on the document, so that an
    // Escape in a toast does not also close the popover or dialog open beside it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
        event.preventDefault();
        list.current?.focus();
        return;
      }
      const target = event.target instanceof Node ? event.target : null;
      if (event.key !== 'Escape' || !target || !list.current?.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      const toast = [...showing.current].find((t) => t.node.contains(target));
      if (toast) toast.close();
      else giveFocusBack();
    };
    window.addEventListener('blur', away);
    window.addEventListener('focus', back);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', back);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [giveFocusBack]);

  const shown = useCallback((toast: ShownToast) => {
    showing.current.add(toast);
    const id = nextAnnouncement++;
    let clear: number | undefined;
    const frame = requestAnimationFrame(() => {
      setAnnouncements((all) => [...all, { id, text: spokenText(toast.node), urgent: toast.urgent }]);
      clear = window.setTimeout(() => setAnnouncements((all) => all.filter((a) => a.id !== id)), ANNOUNCED_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(clear);
      setAnnouncements((all) => all.filter((a) => a.id !== id));
      showing.current.delete(toast);
    };
  }, []);

  const focusLeaving = useCallback(
    (toast: HTMLElement) => {
      const others = [...(list.current?.children ?? [])].filter((item) => item !== toast);
      if (others.length === 0 && returnFocusTo.current?.isConnected) giveFocusBack();
      else list.current?.focus({ preventScroll: true });
    },
    [giveFocusBack],
  );
  const state = useMemo<ToastRegionState>(
    () => ({ paused: pointerIn || focusIn || windowAway, focusLeaving, shown }),
    [pointerIn, focusIn, windowAway, focusLeaving, shown],
  );

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
          if (!(from instanceof Node && event.currentTarget.contains(from))) returnFocusTo.current = from instanceof HTMLElement ? from : null;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIn(false);
        }}
      >
        {/* aria-live="off": announced through the regions below, not as they change; and a modal dialog's hiding
            of the rest of the page (Radix, aria-hidden) spares what holds aria-live, so the toasts stay reachable. */}
        <ol ref={list} tabIndex={-1} aria-live="off" className="flex flex-col gap-2 outline-none">
          {children}
          {toasts.map((t) => (
            <ToastCard
              key={t.id}
              duration={t.duration ?? 5000}
              onClose={() => onRemove(t.id)}
              title={t.title}
              action={t.action}
              urgent={t.tone === 'error'}
              className={TONE_BORDER[t.tone ?? 'info']}
            >
              {t.description}
            </ToastCard>
          ))}
        </ol>
        <div aria-live="polite" className="sr-only">
          {announcements.filter((a) => !a.urgent).map((a) => <p key={a.id}>{a.text}</p>)}
        </div>
        <div aria-live="assertive" className="sr-only">
          {announcements.filter((a) => a.urgent).map((a) => <p key={a.id}>{a.text}</p>)}
        </div>
      </DismissableLayerBranch>
    </ToastRegionContext.Provider>
  );
}
