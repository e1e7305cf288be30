import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefCallback } from 'react';
import { preload, useLazyModule, type LazyModule } from '../../lib/lazy-module';

/**
 * How the real component opens: `press` a menu (Radix opens it on pointer down, Enter, Space and ArrowDown),
 * `click` a popover.
 */
export type Opening = 'press' | 'click';

export interface FallbackTriggerProps {
  ref: RefCallback<HTMLElement>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
}

export interface LazyTrigger<T> {
  /** The module once loaded: render the real component. Until then render the plain trigger with `fallbackProps`. */
  loaded: T | undefined;
  fallbackProps: FallbackTriggerProps;
  /** For the real component's first render: open at once (the plain trigger was activated). */
  open: boolean;
  /** For the real trigger's ref: it takes the keyboard focus if the plain trigger it replaces had it. */
  focusRef: RefCallback<HTMLElement>;
}

/**
 * A control whose trigger is on the first screen but whose menu or popover is loaded on demand. Until the module is
 * loaded the caller renders a plain trigger that looks the same; a hover or a focus starts loading it, an activation
 * also opens it once loaded. When the real component replaces the plain trigger it keeps the keyboard focus, and
 * opens if it was asked to.
 */
export function useLazyTrigger<T>(module: LazyModule<T>, opening: Opening): LazyTrigger<T> {
  const loaded = useLazyModule(module);
  const [open, setOpen] = useState(false);
  const plain = useRef<HTMLElement | null>(null);
  const focusOnMount = useRef(false);

  // Read when the module arrives, while the plain trigger is still in the document.
  useEffect(
    () =>
      module.subscribe(() => {
        const element = plain.current;
        if (!element?.isConnected) return;
        focusOnMount.current = element === document.activeElement;
      }),
    [module],
  );

  const request = useCallback(() => {
    setOpen(true);
    preload(module);
  }, [module]);
  const intent = useCallback(() => preload(module), [module]);

  const ref = useCallback((element: HTMLElement | null) => {
    plain.current = element;
  }, []);
  const focusRef = useCallback((element: HTMLElement | null) => {
    if (element && focusOnMount.current) {
      focusOnMount.current = false;
      element.focus({ preventScroll: true });
    }
  }, []);

  const fallbackProps: FallbackTriggerProps = { ref, onPointerEnter: intent, onFocus: intent };
  if (opening === 'press') {
    fallbackProps.onPointerDown = (event) => {
      if (event.button === 0 && !event.ctrlKey) request();
    };
    fallbackProps.onKeyDown = (event) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        request();
      }
    };
  } else if (opening === 'click') {
    fallbackProps.onClick = request;
  }
  return { loaded, fallbackProps, open, focusRef };
}
