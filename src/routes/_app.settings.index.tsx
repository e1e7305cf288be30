import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session';

// /settings opens the first page the agent may use.
export const Route = createFileRoute('/_app/settings/')({
  beforeLoad: async ({ context }) => {
    // The pages' list comes with the settings (their icons too), not with the first chunk.
    const [session, { canUse, SETTINGS_PAGES }] = await Promise.all([
      context.queryClient.ensureQueryData(sessionQueryOptions()),
      import('../features/settings/settings-pages'),
    ]);
    const first = SETTINGS_PAGES.find((page) => canUse(page, session))!;
    throw redirect({ to: first.path });
  },
});
