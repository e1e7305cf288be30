import { useCallback, useRef } from 'react';

/**
 * Focus for dialogs opened without a Radix Trigger (ConfirmDialog, Dialog driven by state): Radix returns focus
 * to its trigger on close, and without one it is lost to the page's body. `remember()` when opening keeps the
 * control that opened it; `restore()` when closing puts focus back there, or on `to` (e.g. a heading, when the
 * opener is about to disappear with the row it removed).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
  const restore = useCallback((to?: HTMLElement | null) => {
    const target = to ?? opener.current;
    opener.current = null;
    // After the dialog has unmounted (its own close handling runs first).
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    }, 0);
  }, []);
  return { remember, restore };
}
