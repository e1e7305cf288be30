import { autoUpdate, flip, hide, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { isShown } from './use-tooltip-open';

export interface TooltipBubbleProps {
  id: string;
  /** The trigger it is placed against. */
  anchor: HTMLElement;
  content: ReactNode;
  side: 'top' | 'bottom' | 'right';
  className?: string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  /** Whether it is laid out (a class may hide it at some widths): the trigger is described by it only then. */
  onShown: (shown: boolean) => void;
}

/** A tooltip's bubble (./tooltip loads it on demand): in a portal, placed beside its trigger and kept there. */
export function TooltipBubble({ id, anchor, content, side, className, onPointerEnter, onPointerLeave, onShown }: TooltipBubbleProps) {
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!floating) return;
    // Measured again when the window is resized across a width where a class hides it.
    const measure = () => onShown(isShown(floating));
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      onShown(false);
    };
  }, [floating, onShown]);
  const { floatingStyles, isPositioned, middlewareData } = useFloating({
    placement: side,
    elements: { reference: anchor, floating },
    middleware: [offset(6), flip(), shift({ padding: 8 }), hide()],
    whileElementsMounted: autoUpdate,
  });
  // Unseen until placed (no flash in a corner), and while its trigger is scrolled out of view.
  const hidden = !isPositioned || middlewareData.hide?.referenceHidden === true;
  return createPortal(
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      style={{ ...floatingStyles, visibility: hidden ? 'hidden' : undefined }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className={cn('z-[70] rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg', className)}
    >
      {content}
    </div>,
    document.body,
  );
}
