import { Plus } from 'lucide-react';
import type { Channel } from '#contract/channels';
import type { SlaPolicy } from '#contract/sla';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/use-dialog';
import { useSlaPolicies } from '../api/list-sla-policies';
import { SlaPolicyDialog } from './sla-policy-dialog';
import { POLICIES_HEADING_ID, SlaPolicyTable } from './sla-policy-table';

/** The SLA policies, in the order they are tried, with their dialog. `channels`: those a condition may name. */
export function SlaPoliciesSection({ channels }: { channels: readonly Channel[] }) {
  const { data: policies } = useSlaPolicies();
  // The policy being edited, or `null` for a new one.
  const dialog = useDialog<{ editing: SlaPolicy | null }>();
  return (
    <section aria-labelledby={POLICIES_HEADING_ID}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={POLICIES_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            SLA policies <span className="font-normal text-slate-500">({policies.length})</span>
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">
            Tried from the top: the first whose conditions match a conversation applies to it.
          </p>
        </div>
        <Button variant="primary" onClick={() => dialog.show({ editing: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add policy
        </Button>
      </div>
      <SlaPolicyTable policies={policies} channels={channels} onEdit={(policy) => dialog.show({ editing: policy })} />
      <SlaPolicyDialog {...dialog.props} editing={dialog.subject?.editing ?? null} channels={channels} />
    </section>
  );
}
