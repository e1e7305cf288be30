import { createFileRoute } from '@tanstack/react-router';
import { agentsQueryOptions } from '../features/agents/api/get-agents';
import { channelsQueryOptions, useChannelList } from '../features/channels/api/get-channels';
import { rulesQueryOptions } from '../features/rules/api/list-rules';
import { RulesPage } from '../features/rules/components/rules-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';

// Settings › Rules: what the inbox does by itself with new mail, for owners and admins (the server refuses others
// with 403; the frame explains the page to them instead). The mailboxes are what a condition may name, the agents
// whom an action may assign.
export const Route = createFileRoute('/_app/settings/rules')({
  loader: ({ context: { queryClient, session } }) =>
    isAdmin(session)
      ? Promise.all([
          queryClient.ensureQueryData(rulesQueryOptions()),
          queryClient.ensureQueryData(channelsQueryOptions()),
          queryClient.ensureQueryData(agentsQueryOptions()),
        ])
      : null,
  pendingComponent: settingsPending('/settings/rules', 'Loading the rules…'),
  errorComponent: settingsError('/settings/rules', 'Couldn’t load the rules'),
  component: RulesRoute,
});

function RulesRoute() {
  return (
    <SettingsPageFrame path="/settings/rules">
      <RulesContent />
    </SettingsPageFrame>
  );
}

/** Only rendered for those the frame lets in: the loader fetched the mailboxes for them alone. */
function RulesContent() {
  const { data: channels } = useChannelList();
  return <RulesPage channels={channels} />;
}
