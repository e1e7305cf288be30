import type { KnowledgeDomain } from '#contract/knowledge';
import { CopyField } from '../../../components/ui/copy-field';

/** The CNAME record to create at the domain's DNS provider: its name and value, each with a copy button. */
export function DnsRecord({ setting }: { setting: KnowledgeDomain }) {
  if (!setting.domain) {
    return (
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        Set a domain first. It will need a CNAME record pointing to <code className="font-mono text-xs">{setting.cname_target}</code>.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        At the provider that hosts the DNS of your domain, create this record. If one already exists for this name, change it to these
        values.
      </p>
      <div className="max-w-2xl space-y-3">
        <div>
          <p className="text-sm font-medium text-slate-700">Type</p>
          <p className="mt-1 font-mono text-sm font-semibold text-slate-900">CNAME</p>
        </div>
        <CopyField id="cname-name" label="Name" value={setting.domain} copyLabel="Copy name" />
        <CopyField id="cname-value" label="Value (points to)" value={setting.cname_target} copyLabel="Copy value" />
      </div>
      <p className="text-xs text-slate-500">
        Some providers ask only for the part before your own domain in Name (for example <code className="font-mono">help</code> for
        help.example.com). New records can take from a few minutes to a few hours to be seen everywhere.
      </p>
    </div>
  );
}
