import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button';

/** While the conversation loads: the shape of the header, two messages and the reply box. */
export function ConversationSkeleton() {
  return (
    <div role="status" aria-label="Loading conversation" className="flex h-full min-h-0 flex-col bg-slate-50">
      <div className="border-b border-slate-200 bg-white px-6 py-4">
        <div className="h-5 w-2/5 animate-pulse rounded bg-slate-200" />
        <div className="mt-2 h-3.5 w-1/4 animate-pulse rounded bg-slate-100" />
        <div className="mt-4 flex gap-2">
          {[16, 20, 14].map((w) => (
            <div key={w} className="h-6 animate-pulse rounded-full bg-slate-100" style={{ width: `${w * 4}px` }} />
          ))}
        </div>
      </div>
      <div className="mx-auto w-full max-w-4xl flex-1 space-y-3 px-6 py-6">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              <div className="size-8 animate-pulse rounded-full bg-slate-200" />
              <div className="h-3.5 w-1/3 animate-pulse rounded bg-slate-200" />
            </div>
            <div className="mt-4 space-y-2 pl-11">
              <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-5/6 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-36 border-t border-slate-200 bg-white" />
      <span className="sr-only">Loading conversation…</span>
    </div>
  );
}

/** 404: an unknown id, another organization's, or a deleted conversation. */
export function ConversationNotFound() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-10 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="size-6" />
      </span>
      <h1 className="text-lg font-semibold text-slate-900">Conversation not found</h1>
      <p className="max-w-sm text-sm text-slate-600">It may have been deleted, or the link is wrong.</p>
      <Link
        to="/inbox"
        className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Back to the inbox
      </Link>
    </div>
  );
}

/** Anything else (server down, 500): say so and offer to try again. */
export function ConversationError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // Let the queries run again on retry instead of rethrowing the cached error.
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <div className="flex h-full items-center justify-center p-10">
      <div role="alert" className="max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm">
        <span aria-hidden="true" className="mx-auto flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="size-5" />
        </span>
        <h1 className="mt-3 text-base font-semibold text-slate-900">This conversation could not be loaded</h1>
        <p className="mt-1 text-sm text-slate-600">{error instanceof Error && error.message ? error.message : 'Something went wrong.'}</p>
        <Button
          variant="primary"
          className="mt-4"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </div>
    </div>
  );
}
