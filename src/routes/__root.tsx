import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Outside the app shell there is no <main> yet, so give the page its landmark here.
  notFoundComponent: RootNotFound,
});

function RootNotFound() {
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}
