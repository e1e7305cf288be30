import { Link } from '@tanstack/react-router';

export const PRODUCT_NAME = 'Support Inbox';

export function AppHeader() {
  return (
    <header className="flex h-14 shrink-0 items-center border-b border-slate-200 bg-white px-4">
      <Link to="/inbox" className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true" className="inline-block size-6 rounded-md bg-indigo-600" />
        <span>{PRODUCT_NAME}</span>
      </Link>
    </header>
  );
}
