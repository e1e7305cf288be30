import { Mailbox, Pencil, Power, PowerOff } from 'lucide-react';
import type { Channel } from '#contract/channels';
import { RowActionsTable, type RowAction } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useUpdateChannel } from '../api/update-channel';

/** The list's heading. */
export const CHANNELS_HEADING_ID = 'channels-heading';

/** The mailboxes, the first being the main address; owners and admins edit, disable and enable them. */
export function ChannelTable({
  channels,
  canManage,
  onEdit,
  timeZone,
}: {
  channels: Channel[];
  canManage: boolean;
  onEdit: (channel: Channel) => void;
  timeZone: string;
}) {
  const update = useUpdateChannel();
  const setActive = (channel: Channel, active: boolean) => update.mutateAsync({ id: channel.id, body: { active } });
  // The main address: the first that can send (the compose drawer's default sender).
  const main = channels.find((c) => c.active)?.id;

  const actions = (channel: Channel): RowAction[] => [
    { label: 'Edit', name: `Edit ${channel.email}`, icon: Pencil, onSelect: () => onEdit(channel) },
    channel.active
      ? {
          label: 'Disable',
          name: `Disable ${channel.email}`,
          icon: PowerOff,
          confirm: {
            title: `Disable ${channel.email}?`,
            description:
              'Mail sent to it is refused from now on (the sender is told the mailbox is disabled), and new messages cannot be sent from it. Its conversations stay, and replies in them are still sent.',
            confirmLabel: 'Disable mailbox',
            destructive: true,
            run: () => setActive(channel, false),
            done: { title: `${channel.email} is disabled`, description: 'Mail to it is refused.' },
            failed: `${channel.email} was not disabled`,
          },
        }
      : {
          label: 'Enable',
          name: `Enable ${channel.email}`,
          icon: Power,
          // Nothing to lose by enabling: at once, no question.
          change: {
            run: () => setActive(channel, true),
            done: { title: `${channel.email} is enabled`, description: 'Its mail is received again.' },
            failed: `${channel.email} was not enabled`,
          },
        },
  ];

  return (
    <RowActionsTable
      caption="Mailboxes"
      rows={channels}
      empty={{
        icon: Mailbox,
        title: 'No mailbox yet',
        body: canManage
          ? 'Add the address your customers write to, such as support@your-company.com: its mail becomes conversations here.'
          : 'An owner or admin adds the addresses customers write to; their mail then becomes conversations here.',
      }}
      columns={[
        {
          header: 'Mailbox',
          // Names and addresses stay readable in a narrow window: the signature's column gives way first.
          headerClassName: 'min-w-48',
          cell: (channel) => (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium wrap-anywhere text-slate-900">{channel.name}</span>
                {channel.id === main && <Badge title="The compose drawer’s default sender">Main</Badge>}
              </span>
              <span className="block text-xs wrap-anywhere text-slate-500">{channel.email}</span>
              {/* Below xl there is no room for the Added column: the date goes under the address. */}
              <span className="block text-xs text-slate-500 xl:hidden">
                Added <ZonedTimeWrapping iso={channel.created} timeZone={timeZone} />
              </span>
            </>
          ),
        },
        {
          header: 'Status',
          headerClassName: 'w-32',
          cell: (channel) => (channel.active ? <Badge tone="emerald">Receiving</Badge> : <Badge tone="amber">Disabled</Badge>),
        },
        {
          header: 'Signature',
          cell: (channel) =>
            channel.signature ? (
              <span className="line-clamp-2 max-w-56 text-xs whitespace-pre-line text-slate-600" title={channel.signature}>
                {channel.signature}
              </span>
            ) : (
              <span className="text-slate-500">None</span>
            ),
        },
        {
          header: 'Added',
          headerClassName: 'hidden w-32 xl:table-cell',
          cellClassName: 'hidden xl:table-cell',
          cell: (channel) => <ZonedTimeWrapping iso={channel.created} timeZone={timeZone} />,
        },
      ]}
      actionsClassName="w-52"
      actions={canManage ? actions : undefined}
    />
  );
}
