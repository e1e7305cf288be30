import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { ToastRegion } from '../components/ui/toast';
import { usePendingSends } from '../features/conversations/components/compose/pending-sends';
import { pendingSendToastsModule } from '../features/conversations/components/compose/pending-send-toasts-module';
import { useLazyModule } from '../lib/lazy-module';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Outside the app shell there is no <main> yet, so give the page its landmark here.
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToasts />
    </>
  );
}

/**
 * The app's toasts, after every page: those of useToast() and the "Sending in 7s · Undo" of scheduled messages,
 * which must outlive the form that sent them (the drawer closes, the agent opens another conversation).
 */
function AppToasts() {
  const scheduled = usePendingSends().length > 0;
  const sends = useLazyModule(pendingSendToastsModule, scheduled);
  return <ToastRegion active={scheduled}>{sends && <sends.PendingSendToasts />}</ToastRegion>;
}

function RootNotFound() {
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}
