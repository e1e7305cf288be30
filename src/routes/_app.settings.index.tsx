import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session';
import { canUse, SETTINGS_PAGES } from '../features/settings/settings-pages';

// /settings opens the first page the agent may use.
export const Route = createFileRoute('/_app/settings/')({
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    const first = SETTINGS_PAGES.find((page) => canUse(page, session))!;
    throw redirect({ to: first.path });
  },
});
