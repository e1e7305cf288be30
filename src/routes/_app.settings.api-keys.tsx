import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useDialog } from '../components/use-dialog';
import { apiKeysQueryOptions } from '../features/api-keys/api/list-api-keys';
import { ApiKeysPage } from '../features/api-keys/components/api-keys-page';
import { CreateKeyDialog } from '../features/api-keys/components/create-key-dialog';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';
import { isAdmin } from '../features/settings/settings-pages';

// API keys: owners and admins only (the server answers others 403; the frame explains it to them instead).
export const Route = createFileRoute('/_app/settings/api-keys')({
  loader: ({ context: { queryClient, session } }) => (isAdmin(session) ? queryClient.ensureQueryData(apiKeysQueryOptions()) : null),
  pendingComponent: settingsPending('/settings/api-keys', 'Loading the API keys…', 3),
  errorComponent: settingsError('/settings/api-keys', 'Couldn’t load the API keys'),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const creating = useDialog();
  return (
    <SettingsPageFrame
      path="/settings/api-keys"
      actions={
        <Button variant="primary" onClick={() => creating.show()}>
          <Plus aria-hidden="true" className="size-4" />
          Create API key
        </Button>
      }
    >
      <ApiKeysPage />
      <CreateKeyDialog {...creating.props} />
    </SettingsPageFrame>
  );
}
