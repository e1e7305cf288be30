import type { Channel, InboundRouting } from '#contract/channels';
import { CopyField } from '../../../components/ui/copy-field';

/**
 * How mail reaches a mailbox: this server's SMTP listener, addressed directly (the domain's MX) or by the mail
 * provider that keeps the real mailbox (a forwarding route that keeps the recipient).
 */
export function RoutingPanel({ routing, channels }: { routing: InboundRouting; channels: Channel[] }) {
  // Without PUBLIC_URL the server does not know its public name: the one this page was opened at.
  const host = routing.smtp_host ?? window.location.hostname;
  const example = channels.find((c) => c.active)?.email ?? 'support@example.com';
  return (
    <section aria-labelledby="routing-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="routing-heading" className="text-sm font-semibold text-slate-900">
        Routing mail to a mailbox
      </h2>
      {routing.smtp_port === null ? (
        <p role="status" className="mt-2 text-sm text-amber-900">
          This server does not receive mail: its SMTP listener is off (SMTP_PORT=0). Mail to the mailboxes is not received until it is on.
        </p>
      ) : (
        <div className="mt-2 space-y-3 text-sm text-slate-700">
          <p>This server receives mail for every mailbox above over SMTP:</p>
          <div className="grid gap-3 sm:grid-cols-[1fr_15rem]">
            <CopyField id="routing-host" label="SMTP host" value={host} copyLabel="Copy host" />
            <CopyField id="routing-port" label="Port" value={String(routing.smtp_port)} copyLabel="Copy port" />
          </div>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <span className="font-medium text-slate-900">Directly:</span> point the MX record of the address’s domain at {host}. Mail
              servers connect on port 25: forward it to port {routing.smtp_port}, or put your mail gateway in front.
            </li>
            <li>
              <span className="font-medium text-slate-900">Forwarding from your real mailbox:</span> keep the mailbox at your provider and
              add a route that relays its mail to {host}, port {routing.smtp_port}, keeping the recipient ({example}): a routing rule in
              Google Workspace, a connector in Microsoft 365.
            </li>
          </ul>
          <p className="text-xs text-slate-500">
            A disabled mailbox refuses its mail with a permanent error (550 5.2.1), so senders learn it is no longer read.
          </p>
        </div>
      )}
    </section>
  );
}
