import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/state-panel';
import { TableSkeleton } from '../components/ui/table-skeleton';
import { useDialog } from '../components/use-dialog';
import { apiKeysQueryOptions } from '../features/api-keys/api/list-api-keys';
import { ApiKeysPage } from '../features/api-keys/components/api-keys-page';
import { CreateKeyDialog } from '../features/api-keys/components/create-key-dialog';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';

// API keys: owners and admins only (the server answers others 403; the frame explains it to them instead).
export const Route = createFileRoute('/_app/settings/api-keys')({
  loader: ({ context: { queryClient, session } }) => (isAdmin(session) ? queryClient.ensureQueryData(apiKeysQueryOptions()) : null),
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/api-keys">
      <TableSkeleton label="Loading the API keys…" rows={3} />
    </SettingsPageFrame>
  ),
  errorComponent: ApiKeysError,
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

function ApiKeysError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <SettingsPageFrame path="/settings/api-keys">
      <ErrorState
        title="Couldn’t load the API keys"
        message={error instanceof Error ? error.message : 'Something went wrong.'}
        onRetry={() => void router.invalidate()}
      />
    </SettingsPageFrame>
  );
}
