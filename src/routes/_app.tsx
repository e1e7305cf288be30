import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/layout/app-header';
import { SidebarNav } from '../components/layout/sidebar-nav';

// The signed-in shell: header, sidebar navigation and the page in <main>.
export const Route = createFileRoute('/_app')({
  component: AppLayout,
});

function AppLayout() {
  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <AppHeader />
      <div className="flex min-h-0 flex-1">
        <SidebarNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
