import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  /** A button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds; default 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastList {
  toasts: ToastItem[];
  remove: (id: number) => void;
}

const ToastContext = createContext<((toast: ToastOptions) => number) | null>(null);
const ToastListContext = createContext<ToastList>({ toasts: [], remove: () => undefined });
let nextId = 1;

/** The notifications region and its toasts, loaded with the first toast, or when idle. */
export const toastModule = lazyModule(() => import('./toast-region'));

/** Holds the app's toasts; <ToastRegion> shows them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((toast: ToastOptions) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const list = useMemo(() => ({ toasts, remove }), [toasts, remove]);

  return (
    <ToastContext.Provider value={show}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * Where the toasts show, announced to screen readers; one region for the whole app (mounted once, in the root
 * route, so that toasts may hold links). `children` are toasts of other kinds (CountdownToast), rendered inside
 * the region; `active` says that they have something to show, so that the region must load now.
 */
export function ToastRegion({ active = false, children }: { active?: boolean; children?: ReactNode }) {
  const { toasts, remove } = useContext(ToastListContext);
  const region = useLazyModule(toastModule, active || toasts.length > 0);
  if (!region) return null;
  return (
    <region.ToastRegionImpl toasts={toasts} onRemove={remove}>
      {children}
    </region.ToastRegionImpl>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return useMemo(() => ({ show }), [show]);
}
