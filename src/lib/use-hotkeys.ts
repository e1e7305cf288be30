import { useEffect, useRef } from 'react';

/** Handlers by `KeyboardEvent.key` (`j`, `Enter`, `?`, `#` ...). Return false to let the event go on. */
export type HotkeyMap = Partial<Record<string, (event: KeyboardEvent) => void | boolean>>;

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';
// Open dialogs and menus own the keyboard (Radix menus use letters for typeahead).
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
// Enter and Space already activate the focused link or button.
const ACTIVATES = 'a[href], button, [role="button"], [role="link"], [role="checkbox"], [role="tab"], summary';

/** Whether a key press is the user typing or working a control, rather than a shortcut. */
export function isTypingTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(EDITABLE) || target.closest(OVERLAY)) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (key === 'Enter' || key === ' ') && target.closest(ACTIVATES) !== null;
}

/**
 * Single-key shortcuts on the document. They never fire while typing in a field, inside an open dialog
 * or menu, with Ctrl, Alt or Meta held (those belong to the browser), or on a key repeat of Enter.
 * Shift is allowed, since `?` and `#` need it on most layouts; shortcuts match `event.key`.
 */
export function useHotkeys(keys: HotkeyMap, enabled = true): void {
  // The latest handlers without re-subscribing on every render.
  const keysRef = useRef(keys);
  useEffect(() => {
    keysRef.current = keys;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat && event.key === 'Enter') return;
      const handler = keysRef.current[event.key];
      if (!handler || isTypingTarget(event.target, event.key)) return;
      if (handler(event) === false) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
