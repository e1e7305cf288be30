import { Link } from '@tanstack/react-router';

const linkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

export function SidebarNav() {
  return (
    <nav aria-label="Main" className="w-56 shrink-0 border-r border-slate-200 bg-white p-3">
      <ul className="space-y-1">
        <li>
          <Link
            to="/inbox"
            className={linkClass}
            activeProps={{ className: 'bg-indigo-50 text-indigo-700', 'aria-current': 'page' }}
          >
            Inbox
          </Link>
        </li>
      </ul>
    </nav>
  );
}
