import { UserX } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { Agent } from '#contract/agents';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldClass } from '../../../components/ui/input';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { cn } from '../../../lib/cn';
import { useDeactivateTeammate } from '../api/deactivate-teammate';
import { useUpdateTeammateRole, type AssignableRole } from '../api/update-teammate-role';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, roleOf } from '../roles';

/** The team's heading: focus goes there when a deactivated teammate's row goes away. */
export const TEAM_HEADING_ID = 'team-heading';

// A role change remembers its select: focus goes back to it when the dialog closes, whatever had focus before.
type Pending = { kind: 'role'; agent: Agent; role: AssignableRole; select: HTMLSelectElement } | { kind: 'deactivate'; agent: Agent };

/** The active agents; owners and admins change roles and deactivate (never the owner, never themselves). */
export function TeamTable({ agents, meId, canManage, timeZone }: { agents: Agent[]; meId: number; canManage: boolean; timeZone: string }) {
  const updateRole = useUpdateTeammateRole();
  const deactivate = useDeactivateTeammate();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const focus = useFocusReturn();
  const ask = (action: Pending) => {
    focus.remember();
    setPending(action);
  };
  const changeable = (agent: Agent) => canManage && !agent.owner && agent.id !== meId;

  const confirm = (action: Pending) => {
    const onError = (error: Error) => toast.show({ title: 'The change was not saved', description: error.message, tone: 'error' });
    if (action.kind === 'role') {
      updateRole.mutate(action, {
        onSuccess: () =>
          toast.show({ title: `${action.agent.name} is now ${action.role === 'admin' ? 'an admin' : 'an agent'}`, tone: 'success' }),
        onError,
      });
    } else {
      deactivate.mutate(action.agent, {
        onSuccess: () =>
          toast.show({ title: `${action.agent.name} was deactivated`, description: 'They can no longer sign in.', tone: 'success' }),
        onError,
      });
    }
  };

  return (
    <>
      <Table caption="Teammates">
        <TableHead>
          <Th>Teammate</Th>
          <Th className="w-40">Role</Th>
          <Th className="w-48">Joined</Th>
          {canManage && (
            <Th className="w-32">
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </TableHead>
        <TableBody>
          {agents.map((agent) => {
            const role = roleOf(agent);
            return (
              <Tr key={agent.id}>
                <RowHeader>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{agent.name}</span>
                    {agent.id === meId && <Badge>You</Badge>}
                  </span>
                  <span className="block text-xs break-all text-slate-500">{agent.email}</span>
                </RowHeader>
                <Td>
                  {changeable(agent) && role !== 'owner' ? (
                    <select
                      aria-label={`Role of ${agent.name}`}
                      value={role}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        ask({ kind: 'role', agent, role: event.target.value as AssignableRole, select: event.currentTarget })
                      }
                      className={cn(fieldClass, 'h-8 w-28 py-0')}
                    >
                      <option value="admin">Admin</option>
                      <option value="agent">Agent</option>
                    </select>
                  ) : role === 'owner' ? (
                    <Badge tone="indigo">Owner</Badge>
                  ) : (
                    ROLE_LABELS[role]
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  <ZonedTime iso={agent.created} timeZone={timeZone} />
                </Td>
                {canManage && (
                  <Td className="text-right">
                    {changeable(agent) && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Deactivate ${agent.name}`}
                        onClick={() => ask({ kind: 'deactivate', agent })}
                      >
                        <UserX aria-hidden="true" className="size-4" />
                        Deactivate
                      </Button>
                    )}
                  </Td>
                )}
              </Tr>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPending(null);
          focus.restore(pending?.kind === 'role' ? pending.select : undefined);
        }}
        {...confirmText(pending)}
        destructive={pending?.kind === 'deactivate'}
        onConfirm={() => {
          if (!pending) return;
          confirm(pending);
          // A deactivated teammate's row goes away, with the button that was focused.
          if (pending.kind === 'deactivate') focus.restore(document.getElementById(TEAM_HEADING_ID));
        }}
      />
    </>
  );
}

function confirmText(pending: Pending | null): { title: string; description: string; confirmLabel: string } {
  if (pending?.kind === 'deactivate') {
    return {
      title: `Deactivate ${pending.agent.name}?`,
      description:
        'They can no longer sign in and their sessions end at once. Their conversations and history stay, and you can invite them back later.',
      confirmLabel: 'Deactivate',
    };
  }
  const role = pending?.role ?? 'agent';
  return {
    title: `Make ${pending?.agent.name ?? ''} ${role === 'admin' ? 'an admin' : 'an agent'}?`,
    description: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
    confirmLabel: role === 'admin' ? 'Make admin' : 'Make agent',
  };
}
