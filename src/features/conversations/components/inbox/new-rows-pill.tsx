import { ArrowUp } from 'lucide-react';

/**
 * New conversations held back so the rows under the agent do not move: a click shows them (and goes to the
 * first). In a live region, so their arrival is announced (not a status role: the list's empty and loading
 * states are the panel's status).
 */
export function NewRowsPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center">
      {count > 0 && (
        <button
          type="button"
          onClick={onShow}
          className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white shadow-md hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowUp aria-hidden="true" className="size-3.5" />
          {count} new {count === 1 ? 'conversation' : 'conversations'}
        </button>
      )}
    </div>
  );
}
