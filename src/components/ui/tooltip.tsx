import { cloneElement, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { lazyModule, preload, useLazyModule } from '../../lib/lazy-module';
import type { TooltipBubbleProps } from './tooltip-bubble';
import { useTooltipOpen } from './use-tooltip-open';

/** The bubble and its positioning, loaded on the first hover or focus of a trigger, or when idle. */
export const tooltipModule = lazyModule(() => import('./tooltip-bubble'));

interface TriggerProps {
  'aria-describedby'?: string | undefined;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one element, which needs its own accessible name (aria-label). */
  children: ReactElement<TriggerProps>;
  side?: TooltipBubbleProps['side'];
  /** For the bubble, e.g. to show it only at some widths (`xl:hidden`). */
  className?: string;
}

const intent = () => preload(tooltipModule);

/** A hint on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const { id, anchor, trigger, bubble } = useTooltipOpen(intent);
  // Described by the bubble only while it is laid out: a hidden one (`xl:hidden` where the label shows) would still
  // be read out as the trigger's description.
  const [shown, setShown] = useState(false);
  const own = children.props;
  return (
    <>
      {/* Always this element, here: its DOM node stays, for what holds it (a dialog gives the focus back to it). */}
      {cloneElement(children, {
        'aria-describedby': [own['aria-describedby'], anchor && shown && id].filter(Boolean).join(' ') || undefined,
        onPointerMove: after(own.onPointerMove, trigger.onPointerMove),
        onPointerLeave: after(own.onPointerLeave, trigger.onPointerLeave),
        onPointerDown: after(own.onPointerDown, trigger.onPointerDown),
        onClick: after(own.onClick, trigger.onClick),
        onFocus: after(own.onFocus, trigger.onFocus),
        onBlur: after(own.onBlur, trigger.onBlur),
      })}
      {anchor && <LazyBubble id={id} anchor={anchor} content={content} side={side} className={className} onShown={setShown} {...bubble} />}
    </>
  );
}

/** The child's own handler first, then the tooltip's unless the child's prevented the default (as Radix did). */
function after<E extends SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** The bubble once its code is here (asked for now if neither a hover nor idle time brought it). */
function LazyBubble(props: TooltipBubbleProps) {
  const loaded = useLazyModule(tooltipModule, true);
  if (!loaded) return null;
  const { TooltipBubble } = loaded;
  return <TooltipBubble {...props} />;
}
