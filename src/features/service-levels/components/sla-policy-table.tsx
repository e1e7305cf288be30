import { ArrowDown, ArrowUp, Pencil, Timer, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Channel } from '#contract/channels';
import type { SlaPolicy } from '#contract/sla';
import { RowActionsTable, type RowAction } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { useDeleteSlaPolicy } from '../api/delete-sla-policy';
import { useUpdateSlaPolicy } from '../api/update-sla-policy';
import { describeConditions, describeTargets } from '../policy-summary';

/** The list's heading: focus goes there when a deleted policy's row goes away. */
export const POLICIES_HEADING_ID = 'sla-policies-heading';

const moveName = (way: 'up' | 'down', policy: SlaPolicy) => `Move ${way} ${policy.name}`;

/** The policies in the order they are tried: targets, the conversations each is for, how it counts; move, edit, delete. */
export function SlaPolicyTable({
  policies,
  channels,
  onEdit,
}: {
  policies: SlaPolicy[];
  channels: readonly Channel[];
  onEdit: (policy: SlaPolicy) => void;
}) {
  const update = useUpdateSlaPolicy();
  const remove = useDeleteSlaPolicy();
  const frame = useRef<HTMLDivElement>(null);
  // The move button to focus once the list shows a move: the row may have been taken out of the page and put
  // back (which loses focus), and at either end its button goes (the other way's takes the focus).
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const button = [...(frame.current?.querySelectorAll('button') ?? [])].find((b) => b.getAttribute('aria-label') === refocus);
    if (button) {
      button.focus();
      setRefocus(null);
    }
  }, [refocus, policies]);

  // Places in the list as shown (the server keeps `sort` at 0..n-1 too).
  const placeOf = (policy: SlaPolicy) => policies.indexOf(policy);
  const move = (policy: SlaPolicy, way: 'up' | 'down'): RowAction => {
    const to = placeOf(policy) + (way === 'up' ? -1 : 1);
    return {
      // Short on screen (the row has four buttons); its name says what it does and to which policy.
      label: way === 'up' ? 'Up' : 'Down',
      name: moveName(way, policy),
      icon: way === 'up' ? ArrowUp : ArrowDown,
      change: {
        run: async () => {
          await update.mutateAsync({ id: policy.id, body: { sort: to } });
          const atEnd = to === 0 || to === policies.length - 1;
          setRefocus(moveName(atEnd ? (way === 'up' ? 'down' : 'up') : way, policy));
        },
        done: { title: `Moved “${policy.name}” ${way}`, description: `It is now ${to + 1} of ${policies.length}.` },
        failed: 'The policy was not moved',
      },
    };
  };

  const actions = (policy: SlaPolicy): RowAction[] => [
    ...(placeOf(policy) > 0 ? [move(policy, 'up')] : []),
    ...(placeOf(policy) < policies.length - 1 ? [move(policy, 'down')] : []),
    { label: 'Edit', name: `Edit ${policy.name}`, icon: Pencil, onSelect: () => onEdit(policy) },
    {
      label: 'Delete',
      name: `Delete ${policy.name}`,
      icon: Trash2,
      confirm: {
        title: `Delete “${policy.name}”?`,
        description:
          'Its conversations fall to the next policy that matches them, or to none. Breaches already recorded stay in their history.',
        confirmLabel: 'Delete policy',
        destructive: true,
        run: () => remove.mutateAsync(policy),
        done: { title: `Deleted “${policy.name}”` },
        failed: 'The policy was not deleted',
        focusAfter: POLICIES_HEADING_ID,
      },
    },
  ];

  return (
    <div ref={frame}>
      <RowActionsTable
        caption="SLA policies"
        rows={policies}
        empty={{
          icon: Timer,
          title: 'No SLA policies',
          body: 'The first policy whose conditions match a conversation applies; conversations show their due times in the inbox.',
        }}
        columns={[
          {
            header: 'Policy',
            headerClassName: 'min-w-44',
            cell: (policy) => (
              <>
                <span className="flex items-baseline gap-2">
                  <span className="text-xs text-slate-500 tabular-nums">{placeOf(policy) + 1}.</span>
                  <span className="font-medium break-words text-slate-900">{policy.name}</span>
                </span>
                {/* Below xl there is no room for the column: the hours counted go under the name. */}
                <span className="mt-1 block xl:hidden">
                  <HoursCounted policy={policy} />
                </span>
              </>
            ),
          },
          { header: 'Targets', headerClassName: 'min-w-40', cell: (policy) => describeTargets(policy) },
          {
            header: 'Applies to',
            cell: (policy) =>
              describeConditions(policy.conditions, channels).map((line) => (
                <span key={line} className="block break-words">
                  {line}
                </span>
              )),
          },
          {
            header: 'Hours counted',
            headerClassName: 'hidden w-36 xl:table-cell',
            cellClassName: 'hidden xl:table-cell',
            cell: (policy) => <HoursCounted policy={policy} />,
          },
        ]}
        actionsClassName="w-px"
        actions={actions}
      />
    </div>
  );
}

function HoursCounted({ policy }: { policy: SlaPolicy }) {
  return policy.business_hours ? <Badge tone="indigo">Business hours</Badge> : <Badge>Around the clock</Badge>;
}
