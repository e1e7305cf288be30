import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { Webhook } from '#contract/webhooks';
import { Button } from '../components/ui/button';
import { useDialog } from '../components/use-dialog';
import { sessionQueryOptions } from '../features/session/api/session';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';
import { webhooksQueryOptions } from '../features/webhooks/api/list-webhooks';
import { DeliveriesDialog } from '../features/webhooks/components/deliveries-dialog';
import { WebhookDialog } from '../features/webhooks/components/webhook-dialog';
import { WebhooksPage } from '../features/webhooks/components/webhooks-page';

// Settings › Webhooks: owners and admins (the server answers agents 403; the frame explains it to them instead).
export const Route = createFileRoute('/_app/settings/webhooks')({
  loader: ({ context: { queryClient, session } }) => (isAdmin(session) ? queryClient.ensureQueryData(webhooksQueryOptions()) : null),
  pendingComponent: settingsPending('/settings/webhooks', 'Loading the webhooks…'),
  errorComponent: settingsError('/settings/webhooks', 'Couldn’t load the webhooks'),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  // The webhook being edited, or `null` for a new one.
  const form = useDialog<{ editing: Webhook | null }>();
  const log = useDialog<Webhook>();
  return (
    <SettingsPageFrame
      path="/settings/webhooks"
      actions={
        <Button variant="primary" onClick={() => form.show({ editing: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Create webhook
        </Button>
      }
    >
      <WebhooksPage onEdit={(webhook) => form.show({ editing: webhook })} onDeliveries={(webhook) => log.show(webhook)} />
      <WebhookDialog {...form.props} editing={form.subject?.editing ?? null} />
      <DeliveriesDialog webhook={log.subject} timeZone={session.organization.timezone} onOpenChange={log.props.onOpenChange} />
    </SettingsPageFrame>
  );
}
