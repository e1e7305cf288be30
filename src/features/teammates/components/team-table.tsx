import { UserX } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { Agent } from '#contract/agents';
import { RowActionsTable, type AskConfirmation } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { fieldClass } from '../../../components/ui/input';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { cn } from '../../../lib/cn';
import { useDeactivateTeammate } from '../api/deactivate-teammate';
import { useUpdateTeammateRole, type AssignableRole } from '../api/update-teammate-role';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, roleOf } from '../roles';

/** The team's heading: focus goes there when a deactivated teammate's row goes away. */
export const TEAM_HEADING_ID = 'team-heading';

const NOT_SAVED = 'The change was not saved';

/** The active agents; owners and admins change roles and deactivate (never the owner, never themselves). */
export function TeamTable({ agents, meId, canManage, timeZone }: { agents: Agent[]; meId: number; canManage: boolean; timeZone: string }) {
  const updateRole = useUpdateTeammateRole();
  const deactivate = useDeactivateTeammate();
  const changeable = (agent: Agent) => canManage && !agent.owner && agent.id !== meId;

  // A role change is asked about with the select's new value; focus goes back to the select, whatever had it before.
  const askRole = (ask: AskConfirmation, agent: Agent, role: AssignableRole, select: HTMLSelectElement) =>
    ask({
      title: `Make ${agent.name} ${role === 'admin' ? 'an admin' : 'an agent'}?`,
      description: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
      confirmLabel: role === 'admin' ? 'Make admin' : 'Make agent',
      run: () => updateRole.mutateAsync({ agent, role }),
      done: {
        title: `${agent.name} is now ${role === 'admin' ? 'an admin' : 'an agent'}`,
      },
      failed: NOT_SAVED,
      returnTo: select,
    });

  return (
    <RowActionsTable
      caption="Teammates"
      rows={agents}
      columns={[
        {
          header: 'Teammate',
          cell: (agent) => (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{agent.name}</span>
                {agent.id === meId && <Badge>You</Badge>}
              </span>
              <span className="block text-xs break-all text-slate-500">{agent.email}</span>
            </>
          ),
        },
        {
          header: 'Role',
          headerClassName: 'w-40',
          cell: (agent, ask) => {
            const role = roleOf(agent);
            if (role === 'owner') return <Badge tone="indigo">Owner</Badge>;
            if (!changeable(agent)) return ROLE_LABELS[role];
            return (
              <select
                aria-label={`Role of ${agent.name}`}
                value={role}
                onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                  askRole(ask, agent, event.target.value as AssignableRole, event.currentTarget)
                }
                className={cn(fieldClass, 'h-8 w-28 py-0')}
              >
                <option value="admin">Admin</option>
                <option value="agent">Agent</option>
              </select>
            );
          },
        },
        {
          header: 'Joined',
          headerClassName: 'w-48',
          cellClassName: 'whitespace-nowrap',
          cell: (agent) => <ZonedTime iso={agent.created} timeZone={timeZone} />,
        },
      ]}
      actionsClassName="w-32"
      actions={
        canManage
          ? (agent) =>
              changeable(agent)
                ? [
                    {
                      label: 'Deactivate',
                      name: `Deactivate ${agent.name}`,
                      icon: UserX,
                      confirm: {
                        title: `Deactivate ${agent.name}?`,
                        description:
                          'They can no longer sign in and their sessions end at once. Their conversations and history stay, and you can invite them back later.',
                        confirmLabel: 'Deactivate',
                        destructive: true,
                        run: () => deactivate.mutateAsync(agent),
                        done: {
                          title: `${agent.name} was deactivated`,
                          description: 'They can no longer sign in.',
                        },
                        failed: NOT_SAVED,
                        // The row goes away, with the button that was focused.
                        focusAfter: TEAM_HEADING_ID,
                      },
                    },
                  ]
                : []
          : undefined
      }
    />
  );
}
