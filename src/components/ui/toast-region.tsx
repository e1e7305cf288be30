import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { ToastItem } from './toast';

/**
 * The Radix toasts behind ./toast (loaded on demand): the region screen readers hear, the app's toasts, and
 * `children`, toasts of other kinds (CountdownToast) that need this provider.
 */
export function ToastRegionImpl({ toasts, onRemove, children }: { toasts: ToastItem[]; onRemove: (id: number) => void; children?: ReactNode }) {
  return (
    <RadixToast.Provider swipeDirection="right">
      {children}
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          duration={t.duration ?? 5000}
          onOpenChange={(open) => !open && onRemove(t.id)}
          className={cn(
            'flex items-start gap-3 rounded-lg border bg-white p-3 shadow-lg',
            t.tone === 'error' ? 'border-red-300' : t.tone === 'success' ? 'border-emerald-300' : 'border-slate-200',
          )}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="text-sm font-medium text-slate-900">{t.title}</RadixToast.Title>
            {t.description && <RadixToast.Description className="mt-0.5 text-sm text-slate-600">{t.description}</RadixToast.Description>}
          </div>
          {t.action && (
            <RadixToast.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="rounded-md px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t.action.label}
              </button>
            </RadixToast.Action>
          )}
          <RadixToast.Close aria-label="Dismiss" className="rounded px-1 text-slate-500 hover:text-slate-800">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-[min(92vw,24rem)] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
