import { createFileRoute } from '@tanstack/react-router';
import { channelsQueryOptions, useChannelList } from '../features/channels/api/get-channels';
import { businessHoursQueryOptions } from '../features/service-levels/api/get-business-hours';
import { slaPoliciesQueryOptions } from '../features/service-levels/api/list-sla-policies';
import { ServiceLevelsPage } from '../features/service-levels/components/service-levels-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';

// Settings › Service levels: the business hours and the SLA policies, for owners and admins (the server refuses
// others' changes with 403; the frame explains the page to them instead). The channels are what a policy's
// conditions may name.
export const Route = createFileRoute('/_app/settings/sla')({
  loader: ({ context: { queryClient, session } }) =>
    isAdmin(session)
      ? Promise.all([
          queryClient.ensureQueryData(businessHoursQueryOptions()),
          queryClient.ensureQueryData(slaPoliciesQueryOptions()),
          queryClient.ensureQueryData(channelsQueryOptions()),
        ])
      : null,
  pendingComponent: settingsPending('/settings/sla', 'Loading the service levels…'),
  errorComponent: settingsError('/settings/sla', 'Couldn’t load the service levels'),
  component: ServiceLevelsRoute,
});

function ServiceLevelsRoute() {
  return (
    <SettingsPageFrame path="/settings/sla">
      <ServiceLevelsContent />
    </SettingsPageFrame>
  );
}

/** Only rendered for those the frame lets in: the loader fetched the channels for them alone. */
function ServiceLevelsContent() {
  const { data: channels } = useChannelList();
  return <ServiceLevelsPage channels={channels} />;
}
