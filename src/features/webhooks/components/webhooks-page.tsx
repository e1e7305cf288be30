import { useSuspenseQuery } from '@tanstack/react-query';
import type { Webhook } from '#contract/webhooks';
import { sessionQueryOptions } from '../../session/api/session';
import { useWebhooks } from '../api/list-webhooks';
import { WEBHOOKS_HEADING_ID, WebhookTable } from './webhook-table';
import { ListHeading } from '../../settings/list-heading';

/** The organization's webhooks (owners and admins: the route's frame shows this to no one else). */
export function WebhooksPage({ onEdit, onDeliveries }: { onEdit: (webhook: Webhook) => void; onDeliveries: (webhook: Webhook) => void }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: webhooks } = useWebhooks();
  const timeZone = session.organization.timezone;
  return (
    <section aria-labelledby={WEBHOOKS_HEADING_ID}>
      <ListHeading id={WEBHOOKS_HEADING_ID} title="Webhooks" count={webhooks.length} timeZone={timeZone} />
      <WebhookTable webhooks={webhooks} timeZone={timeZone} onEdit={onEdit} onDeliveries={onDeliveries} />
      <p className="mt-3 text-xs text-slate-500">
        Each request carries <code>X-Inbox-Event</code>, <code>X-Inbox-Delivery</code> (to drop duplicates) and{' '}
        <code>X-Inbox-Signature</code>: <code>t=…,v1=…</code>, the HMAC-SHA256 of <code>t.body</code> with the webhook’s secret.
      </p>
    </section>
  );
}
