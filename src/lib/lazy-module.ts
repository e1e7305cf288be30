import { useEffect, useSyncExternalStore } from 'react';

// Code that the first screen does not show (menus, dialogs, tooltips, toasts, the compose drawer) is loaded on
// demand, so a cold visit downloads only what it paints. Each such piece is a LazyModule: loaded on intent (a hover,
// a focus, a key), when the browser is idle after the first render (whenIdle), or when it must show.

export interface LazyModule<T> {
  /** Starts loading (once); resolves to the module. A failed load may be tried again. */
  load: () => Promise<T>;
  /** The module if loaded, else undefined. */
  get: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          value = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Loads without waiting; a failure (offline ...) is left for the next attempt. */
export function preload(module: LazyModule<unknown>): void {
  module.load().catch(() => undefined);
}

/**
 * The module once loaded (the component re-renders then). `wanted` starts loading it: pass true when it must
 * show now (a dialog opens, a toast waits); while false it is only read, as idle preloading or intent left it.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = false): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.get, module.get);
  useEffect(() => {
    if (wanted && value === undefined) preload(module);
  }, [module, wanted, value]);
  return value;
}

/**
 * Runs `task` when the browser has nothing better to do (after the first screen is painted and its data came),
 * or after `timeout` ms at the latest. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
