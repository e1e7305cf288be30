import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { claimTooltip, releaseTooltip, tooltipsWarm } from './tooltip-group';

const OPEN_DELAY_MS = 400;

/** Whether an element is laid out (not display:none, as a class hiding the bubble at some widths makes it). */
export const isShown = (element: Element | null) => element !== null && element.getClientRects().length > 0;
// Time for the pointer to cross the gap from the trigger onto the bubble, which stays while hovered (WCAG 1.4.13).
const LEAVE_GRACE_MS = 150;

export interface TooltipTriggerHandlers {
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onClick: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

export interface TooltipOpen {
  /** For the bubble, and the trigger's aria-describedby while it shows. */
  id: string;
  /** The trigger while the bubble should show, else null. */
  anchor: HTMLElement | null;
  trigger: TooltipTriggerHandlers;
  bubble: { onPointerEnter: () => void; onPointerLeave: () => void };
}

/**
 * When a tooltip shows, as Radix's did: 400 ms after a mouse or pen comes over the trigger (at once right after
 * another tooltip), at once on keyboard focus; until the pointer leaves trigger and bubble, the focus leaves,
 * Escape, or the trigger is pressed. `onIntent` runs on a hover or a focus (to load the bubble's code).
 */
export function useTooltipOpen(onIntent: () => void): TooltipOpen {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The same, for handlers that run before the render that follows a change (a pointer leaving as the timer opens).
  const shownAt = useRef<HTMLElement | null>(null);
  const timer = useRef(0);
  // Set by the first move over the trigger, cleared when the pointer leaves: a hover opens once a visit.
  const hovering = useRef(false);

  const wait = useCallback((ms: number, then: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(then, ms);
  }, []);
  const open = useCallback((element: HTMLElement) => {
    window.clearTimeout(timer.current);
    shownAt.current = element;
    setAnchor(element);
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    shownAt.current = null;
    setAnchor(null);
  }, []);

  // Before paint, so that two bubbles never show together.
  useLayoutEffect(() => {
    if (!anchor) return;
    claimTooltip(close);
    return () => releaseTooltip(close);
  }, [anchor, close]);

  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // When its trigger has the focus, this Escape is the tooltip's alone, not also the dialog's around it (Radix
      // listens on document), while the bubble is seen (a class may hide it at some widths). A tooltip the pointer
      // opened elsewhere closes too, and the Escape goes on to what has the focus (a popover being typed in).
      if (document.activeElement === anchor && isShown(document.getElementById(id))) event.stopPropagation();
      close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [anchor, close, id]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const trigger: TooltipTriggerHandlers = {
    onPointerMove: (event) => {
      if (event.pointerType === 'touch' || hovering.current) return;
      hovering.current = true;
      onIntent();
      const element = event.currentTarget;
      if (shownAt.current) window.clearTimeout(timer.current); // back from the bubble: it stays
      else if (tooltipsWarm()) open(element);
      else wait(OPEN_DELAY_MS, () => open(element));
    },
    onPointerLeave: () => {
      hovering.current = false;
      if (shownAt.current) wait(LEAVE_GRACE_MS, close);
      else window.clearTimeout(timer.current);
    },
    onPointerDown: close,
    onClick: close,
    onFocus: (event) => {
      onIntent();
      // Not on the focus that a mouse press gives: :focus-visible tells the keyboard's apart.
      if (event.currentTarget.matches(':focus-visible')) open(event.currentTarget);
    },
    onBlur: close,
  };
  const bubble = {
    onPointerEnter: () => window.clearTimeout(timer.current),
    onPointerLeave: () => wait(LEAVE_GRACE_MS, close),
  };
  return { id, anchor, trigger, bubble };
}
