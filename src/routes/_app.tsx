import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isSignedOut, sessionKeys, sessionQueryOptions } from '../features/session/api/session';
import { AppHeader } from '../components/layout/app-header';
import { SidebarNav } from '../components/layout/sidebar-nav';
import { ComposeProvider } from '../features/conversations/compose-state';
import { composeSheetModule, ComposeDrawer } from '../features/conversations/components/compose/compose-drawer';
import { pendingSendToastsModule } from '../features/conversations/components/compose/pending-send-toasts-module';
import { toastModule } from '../components/ui/toast';
import { tooltipModule } from '../components/ui/tooltip';
import { liveProcessing } from '../features/live/live-processing-module';
import { preload, whenIdle } from '../lib/lazy-module';
import { runLateChecks } from '../lib/lazy-schema';
import { LiveProvider } from '../features/live/live-provider';
import { MatchingRunsProvider } from '../features/conversations/matching-runs-context';
import { useSignInWhenSessionEnds } from '../features/session/use-sign-in-when-session-ends';

// The signed-in shell: header, sidebar navigation and the page in <main>.
export const Route = createFileRoute('/_app')({
  // Every page of the shell needs a signed-in agent: without a session, go to sign-in and come back after.
  beforeLoad: async ({ context, location }) => {
    const { queryClient } = context;
    // Marked when an API call met a 401 under the page (useSignInWhenSessionEnds): asked for again, not trusted.
    const ended = queryClient.getQueryState(sessionKeys.all)?.isInvalidated === true;
    try {
      return { session: ended ? await queryClient.fetchQuery(sessionQueryOptions()) : await queryClient.ensureQueryData(sessionQueryOptions()) };
    } catch (error) {
      if (isSignedOut(error)) {
        throw redirect({ to: '/sign-in', search: { redirect: location.href, ...(ended ? { reason: 'session-ended' as const } : {}) } });
      }
      throw error;
    }
  },
  component: AppLayout,
});

// Loaded on demand, and ahead of it once the first screen is up, so that nobody waits for them later.
const LATER = [liveProcessing, tooltipModule, toastModule, pendingSendToastsModule, composeSheetModule];

function AppLayout() {
  useSignInWhenSessionEnds();
  useEffect(
    () =>
      whenIdle(() => {
        // The first screen's answers were used before their schemas (and zod) were loaded: check them now.
        void runLateChecks();
        LATER.forEach(preload);
      }),
    [],
  );
  return (
    <MatchingRunsProvider>
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
    </MatchingRunsProvider>
  );
}
