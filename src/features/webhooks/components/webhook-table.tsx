import { History, Pause, Pencil, Play, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import type { Webhook } from '#contract/webhooks';
import { RowActionsTable, type RowAction } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { describeEvents } from '../event-groups';

/** The list's heading: focus goes there when a deleted webhook's row goes away. */
export const WEBHOOKS_HEADING_ID = 'webhooks-heading';

const nameOf = (webhook: Webhook) => webhook.description || webhook.url;

/** The webhooks: where each sends, which events, whether it is paused; its log, edit, pause or resume, delete. */
export function WebhookTable({
  webhooks,
  timeZone,
  onEdit,
  onDeliveries,
}: {
  webhooks: Webhook[];
  timeZone: string;
  onEdit: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
}) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const setActive = (webhook: Webhook, active: boolean) => update.mutateAsync({ id: webhook.id, body: { active } });

  const actions = (webhook: Webhook): RowAction[] => [
    { label: 'Deliveries', name: `Deliveries of ${nameOf(webhook)}`, icon: History, onSelect: () => onDeliveries(webhook) },
    { label: 'Edit', name: `Edit ${nameOf(webhook)}`, icon: Pencil, onSelect: () => onEdit(webhook) },
    webhook.active
      ? {
          label: 'Pause',
          name: `Pause ${nameOf(webhook)}`,
          icon: Pause,
          confirm: {
            title: `Pause “${nameOf(webhook)}”?`,
            description: 'Nothing is sent to it while it is paused, and what happens meanwhile is not sent later, when it is resumed.',
            confirmLabel: 'Pause webhook',
            run: () => setActive(webhook, false),
            done: { title: `Paused “${nameOf(webhook)}”` },
            failed: 'The webhook was not paused',
          },
        }
      : {
          label: 'Resume',
          name: `Resume ${nameOf(webhook)}`,
          icon: Play,
          change: {
            run: () => setActive(webhook, true),
            done: { title: `Resumed “${nameOf(webhook)}”`, description: 'New events are sent to it again.' },
            failed: 'The webhook was not resumed',
          },
        },
    {
      label: 'Delete',
      name: `Delete ${nameOf(webhook)}`,
      icon: Trash2,
      confirm: {
        title: `Delete “${nameOf(webhook)}”?`,
        description: 'Nothing more is sent to it, and its delivery log is deleted with it. This cannot be undone.',
        confirmLabel: 'Delete webhook',
        destructive: true,
        run: () => remove.mutateAsync(webhook),
        done: { title: `Deleted “${nameOf(webhook)}”` },
        failed: 'The webhook was not deleted',
        focusAfter: WEBHOOKS_HEADING_ID,
      },
    },
  ];

  return (
    <RowActionsTable
      caption="Webhooks"
      rows={webhooks}
      empty={{
        icon: WebhookIcon,
        title: 'No webhooks',
        body: 'Create one to have each change (a new conversation, a reply, a status change …) POSTed to your system as it happens.',
      }}
      columns={[
        {
          header: 'Endpoint',
          cell: (webhook) => (
            <>
              {webhook.description && <span className="block font-medium wrap-anywhere text-slate-900">{webhook.description}</span>}
              <span
                className={
                  webhook.description
                    ? 'block font-mono text-xs break-all text-slate-500'
                    : 'block font-mono text-xs break-all text-slate-900'
                }
              >
                {webhook.url}
              </span>
            </>
          ),
        },
        {
          header: 'Events',
          cell: (webhook) => (
            <span className="flex max-w-72 flex-wrap gap-1">
              {describeEvents(webhook.event_types).map((text) => (
                <Badge
                  key={text}
                  tone={webhook.event_types.length === 0 ? 'slate' : 'indigo'}
                  className={text.includes('.') ? 'font-mono' : undefined}
                >
                  {text}
                </Badge>
              ))}
            </span>
          ),
        },
        {
          header: 'Status',
          headerClassName: 'w-24',
          cell: (webhook) => (webhook.active ? <Badge tone="emerald">Active</Badge> : <Badge tone="amber">Paused</Badge>),
        },
        { header: 'Created', headerClassName: 'w-32', cell: (webhook) => <ZonedTimeWrapping iso={webhook.created} timeZone={timeZone} /> },
      ]}
      actionsClassName="w-px"
      actions={actions}
    />
  );
}
