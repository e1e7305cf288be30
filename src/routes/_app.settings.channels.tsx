import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { Channel } from '#contract/channels';
import { Button } from '../components/ui/button';
import { useDialog } from '../components/use-dialog';
import { channelsQueryOptions } from '../features/channels/api/get-channels';
import { inboundRoutingQueryOptions } from '../features/channels/api/get-inbound-routing';
import { ChannelDialog } from '../features/channels/components/channel-dialog';
import { ChannelsPage } from '../features/channels/components/channels-page';
import { sessionQueryOptions } from '../features/session/api/session';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';

// Settings › Mailboxes: everyone sees the channels and how mail reaches them; owners and admins add, edit and
// disable them (the server refuses others with 403).
export const Route = createFileRoute('/_app/settings/channels')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(channelsQueryOptions()), queryClient.ensureQueryData(inboundRoutingQueryOptions())]),
  pendingComponent: settingsPending('/settings/channels', 'Loading the mailboxes…'),
  errorComponent: settingsError('/settings/channels', 'Couldn’t load the mailboxes'),
  component: ChannelsRoute,
});

function ChannelsRoute() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  // The mailbox being edited, or `null` for a new one; the dialog is closed when there is neither.
  const dialog = useDialog<{ editing: Channel | null }>();
  return (
    <SettingsPageFrame
      path="/settings/channels"
      actions={
        isAdmin(session) && (
          <Button variant="primary" onClick={() => dialog.show({ editing: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add mailbox
          </Button>
        )
      }
    >
      <ChannelsPage onEdit={(channel) => dialog.show({ editing: channel })} />
      {isAdmin(session) && <ChannelDialog {...dialog.props} editing={dialog.subject?.editing ?? null} />}
    </SettingsPageFrame>
  );
}
