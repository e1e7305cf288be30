import { cloneElement, useMemo, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { lazyModule } from '../../lib/lazy-module';
import { mergeRefs, useLazyTrigger } from './lazy-trigger';
import type { TooltipProps } from './tooltip-impl';

/** The Radix tooltip (and the positioning it brings), loaded on the first hover or focus of a trigger, or when idle. */
export const tooltipModule = lazyModule(() => import('./tooltip-impl'));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/** A hint on hover and keyboard focus. The trigger still needs its own accessible name (aria-label). */
export function Tooltip(props: TooltipProps) {
  const { children } = props;
  const trigger = useLazyTrigger(tooltipModule, 'hover');
  const own = (children as ReactElement<TriggerProps>).props;
  const { fallbackProps, focusRef } = trigger;
  const ref = useMemo(
    () => mergeRefs<HTMLElement>(own.ref, trigger.loaded ? focusRef : fallbackProps.ref),
    [own.ref, trigger.loaded, focusRef, fallbackProps.ref],
  );

  if (!trigger.loaded) {
    // Until then the trigger alone, as it will be inside the tooltip.
    return cloneElement(children as ReactElement<TriggerProps>, {
      ref,
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        fallbackProps.onPointerEnter();
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        fallbackProps.onFocus();
      },
    });
  }
  const { TooltipImpl } = trigger.loaded;
  return (
    <TooltipImpl {...props} defaultOpen={trigger.open}>
      {cloneElement(children as ReactElement<TriggerProps>, { ref })}
    </TooltipImpl>
  );
}
