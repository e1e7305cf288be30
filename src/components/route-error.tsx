import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../lib/api-client';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const message = isApiError(error) || error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div role="alert" className="m-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">Something went wrong</p>
      <p className="mt-1">{message}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        Try again
      </button>
    </div>
  );
}
