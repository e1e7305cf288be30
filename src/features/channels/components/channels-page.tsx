import { useSuspenseQuery } from '@tanstack/react-query';
import type { Channel } from '#contract/channels';
import { sessionQueryOptions } from '../../session/api/session';
import { isAdmin } from '../../settings/settings-pages';
import { useChannelList } from '../api/get-channels';
import { useInboundRouting } from '../api/get-inbound-routing';
import { CHANNELS_HEADING_ID, ChannelTable } from './channel-table';
import { RoutingPanel } from './routing-panel';
import { ListHeading } from '../../settings/list-heading';

/** The mailboxes, then how to route mail to them. Agents see both; owners and admins change them. */
export function ChannelsPage({ onEdit }: { onEdit: (channel: Channel) => void }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: channels } = useChannelList();
  const { data: routing } = useInboundRouting();
  const timeZone = session.organization.timezone;
  return (
    <div className="space-y-8">
      <section aria-labelledby={CHANNELS_HEADING_ID}>
        <ListHeading id={CHANNELS_HEADING_ID} title="Mailboxes" count={channels.length} timeZone={timeZone} />
        <ChannelTable channels={channels} canManage={isAdmin(session)} onEdit={onEdit} timeZone={timeZone} />
        {!isAdmin(session) && (
          <p className="mt-3 text-xs text-slate-500">
            Only owners and admins can add, change or disable mailboxes: where the team’s mail arrives is for everyone.
          </p>
        )}
      </section>
      <RoutingPanel routing={routing} channels={channels} />
    </div>
  );
}
