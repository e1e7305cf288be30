import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <div className="m-6">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">There is nothing at this address.</p>
      <Link to="/inbox" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline">
        Go to the inbox
      </Link>
    </div>
  );
}
