import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** Nothing to show yet: an icon, a title and what to do about it. Announced politely (role="status"). */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <div className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</div>
      <p className="mt-3 text-sm font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}

/** Something could not be loaded: what, the server's reason, and a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className="mt-1 text-red-800">{message}</p>
        {onRetry && (
          <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
