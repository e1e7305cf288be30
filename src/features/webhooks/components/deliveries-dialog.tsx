import { RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '#contract/webhooks';
import { RowActionsTable } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/state-panel';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';

const STATUS_TONES = { pending: 'amber', succeeded: 'emerald', failed: 'slate' } as const;
const STATUS_LABELS = { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' } as const;

/** A webhook's newest deliveries: how each went (answer, time taken, what the receiver said), the next try; send again. */
export function DeliveriesDialog({
  webhook,
  timeZone,
  onOpenChange,
}: {
  webhook: Webhook | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={webhook !== null}
      onOpenChange={onOpenChange}
      title={`Deliveries of “${webhook?.description || webhook?.url || ''}”`}
      description="The newest 100, newest first. A delivery still failing is tried again with back-off for about an hour."
      className="max-h-[90vh] w-[min(96vw,64rem)] overflow-y-auto"
    >
      {webhook && <DeliveryLog webhook={webhook} timeZone={timeZone} />}
    </Dialog>
  );
}

function DeliveryLog({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  const deliveries = useDeliveries(webhook.id);
  const redeliver = useRedeliver();
  // Said here rather than in a toast: the page behind a modal dialog is hidden from screen readers, toasts too.
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  if (deliveries.isPending) return <TableSkeleton label="Loading the deliveries…" rows={3} />;
  if (deliveries.isError) {
    return <ErrorState title="Couldn’t load the deliveries" message={deliveries.error.message} onRetry={() => void deliveries.refetch()} />;
  }
  const again = (delivery: WebhookDelivery) =>
    redeliver.mutate(
      { webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          setNotice({ text: `Sending ${delivery.event_type} (event ${delivery.event_id}) again: it is at the top of the list.` }),
        onError: (error) => setNotice({ text: `The delivery was not sent again: ${error.message}`, error: true }),
      },
    );
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-end gap-3">
        <p
          role={notice?.error ? 'alert' : 'status'}
          className={notice?.error ? 'mr-auto text-sm text-red-700' : 'mr-auto text-sm text-slate-700'}
        >
          {notice?.text}
        </p>
        <Button size="sm" onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          <RotateCw aria-hidden="true" className="size-4" />
          {deliveries.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <RowActionsTable
        caption="Deliveries"
        rows={deliveries.data}
        empty={{
          icon: Send,
          title: 'Nothing delivered yet',
          body: webhook.active
            ? 'Deliveries appear here as events it asks for happen.'
            : 'It is paused: nothing is sent to it until it is resumed.',
        }}
        columns={[
          {
            header: 'Event',
            cell: (d) => (
              <>
                <span className="block font-mono text-xs text-slate-900">{d.event_type}</span>
                <span className="block text-xs text-slate-500">
                  event {d.event_id}, <ZonedTimeWrapping iso={d.created} timeZone={timeZone} />
                </span>
              </>
            ),
          },
          {
            header: 'Status',
            headerClassName: 'w-28',
            cell: (d) => (
              <>
                <Badge tone={STATUS_TONES[d.status]}>{STATUS_LABELS[d.status]}</Badge>
                <span className="mt-1 block text-xs text-slate-500">
                  {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                </span>
              </>
            ),
          },
          { header: 'Response', cell: (d) => <ResponseCell delivery={d} /> },
          {
            header: 'Next attempt',
            headerClassName: 'w-36',
            cell: (d) =>
              d.next_attempt_at ? (
                <ZonedTimeWrapping iso={d.next_attempt_at} timeZone={timeZone} />
              ) : d.delivered_at ? (
                <span className="text-xs text-slate-500">
                  Delivered <ZonedTimeWrapping iso={d.delivered_at} timeZone={timeZone} />
                </span>
              ) : (
                <span className="text-slate-500">None</span>
              ),
          },
        ]}
        actionsClassName="w-px"
        // Also while it is retrying: once the receiver is fixed, the event need not wait for the next attempt.
        actions={(d) => [
          { label: 'Redeliver', name: `Redeliver ${d.event_type} (event ${d.event_id})`, icon: Send, onSelect: () => again(d) },
        ]}
      />
    </div>
  );
}

/** The receiver's answer: its status code and the time it took, what it said (as text, never markup), or the error. */
function ResponseCell({ delivery: d }: { delivery: WebhookDelivery }) {
  return (
    <div className="min-w-48 space-y-1">
      <p className="text-xs text-slate-700">
        {d.last_status_code !== null ? (
          <span className="font-mono font-medium">HTTP {d.last_status_code}</span>
        ) : (
          <span className="text-slate-500">{d.attempts === 0 ? 'Not sent yet' : 'No answer'}</span>
        )}
        {d.last_response_ms !== null && <span className="text-slate-500"> in {d.last_response_ms} ms</span>}
      </p>
      {d.last_error && d.last_status_code === null && <p className="text-xs break-words text-red-700">{d.last_error}</p>}
      {d.last_response_excerpt && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">What it answered</summary>
          <pre className="mt-1 max-h-40 overflow-auto rounded bg-slate-50 p-2 font-mono break-all whitespace-pre-wrap text-slate-800">
            {d.last_response_excerpt}
          </pre>
        </details>
      )}
    </div>
  );
}
