import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session';
import { isApiError } from '../lib/api-client';
import { AppHeader } from '../components/layout/app-header';
import { SidebarNav } from '../components/layout/sidebar-nav';
import { ComposeProvider } from '../features/conversations/compose-state';
import { ComposeDrawer } from '../features/conversations/components/compose/compose-drawer';
import { LiveProvider } from '../features/live/live-provider';
import { useSignInWhenSessionEnds } from '../features/session/use-sign-in-when-session-ends';

// The signed-in shell: header, sidebar navigation and the page in <main>.
export const Route = createFileRoute('/_app')({
  // Every page of the shell needs a signed-in agent: without a session, go to sign-in and come back after.
  beforeLoad: async ({ context, location }) => {
    try {
      return { session: await context.queryClient.ensureQueryData(sessionQueryOptions()) };
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AppLayout,
});

function AppLayout() {
  useSignInWhenSessionEnds();
  return (
    <LiveProvider>
    <ComposeProvider>
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
      <ComposeDrawer />
    </div>
    </ComposeProvider>
    </LiveProvider>
  );
}
