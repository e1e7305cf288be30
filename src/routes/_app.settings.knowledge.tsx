import { createFileRoute } from '@tanstack/react-router';
import { Skeleton } from '../components/ui/skeleton';
import { knowledgeDomainQueryOptions } from '../features/knowledge/api/get-knowledge-domain';
import { KnowledgePage } from '../features/knowledge/components/knowledge-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError } from '../features/settings/settings-route-states';
import { isAdmin } from '../features/settings/settings-pages';

// Settings › Help site domain: owners and admins set it (the server refuses others' changes with 403; the frame
// explains it to them instead). The loader reads the setting with the options the page reads.
export const Route = createFileRoute('/_app/settings/knowledge')({
  loader: ({ context: { queryClient, session } }) => (isAdmin(session) ? queryClient.ensureQueryData(knowledgeDomainQueryOptions()) : null),
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/knowledge">
      <div role="status" className="space-y-6">
        <span className="sr-only">Loading the help site domain…</span>
        <Skeleton className="h-32 w-full rounded-lg" />
        <Skeleton className="h-40 w-full rounded-lg" />
        <Skeleton className="h-24 w-full rounded-lg" />
      </div>
    </SettingsPageFrame>
  ),
  errorComponent: settingsError('/settings/knowledge', 'Couldn’t load the help site domain'),
  component: () => (
    <SettingsPageFrame path="/settings/knowledge">
      <KnowledgePage />
    </SettingsPageFrame>
  ),
});
