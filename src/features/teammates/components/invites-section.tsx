import { MailPlus, MailX, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import type { AgentInvite } from '#contract/agents';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-panel';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useInvites } from '../api/list-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import { ROLE_LABELS } from '../roles';

/** Pending invitations, for those who may invite; everyone else is told why there is nothing here. */
export function InvitesSection({ canInvite, timeZone }: { canInvite: boolean; timeZone: string }) {
  return (
    <section aria-labelledby="invites-heading">
      <h2 id="invites-heading" tabIndex={-1} className="mb-3 text-sm font-semibold text-slate-900 focus:outline-none">
        Pending invitations
      </h2>
      {canInvite ? (
        <InvitesTable timeZone={timeZone} />
      ) : (
        <EmptyState icon={<ShieldQuestion aria-hidden="true" className="size-5" />} title="Invitations are managed by owners and admins">
          You cannot invite teammates, so pending invitations are not shown to you. Ask an admin to invite someone.
        </EmptyState>
      )}
    </section>
  );
}

function InvitesTable({ timeZone }: { timeZone: string }) {
  const { data: invites } = useInvites();
  const revoke = useRevokeInvite();
  const toast = useToast();
  const [revoking, setRevoking] = useState<AgentInvite | null>(null);
  const focus = useFocusReturn();

  if (invites.length === 0) {
    return (
      <EmptyState icon={<MailPlus aria-hidden="true" className="size-5" />} title="No pending invitations">
        Invite a teammate to get a link they open to join. Invitations are valid for 14 days.
      </EmptyState>
    );
  }

  const confirmRevoke = (invite: AgentInvite) =>
    revoke.mutate(invite, {
      onSuccess: () =>
        toast.show({ title: `Invitation for ${invite.email} revoked`, description: 'Its link no longer works.', tone: 'success' }),
      onError: (error) => toast.show({ title: 'The invitation was not revoked', description: error.message, tone: 'error' }),
    });

  return (
    <>
      <Table caption="Pending invitations">
        <TableHead>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Invited</Th>
          <Th>Expires</Th>
          <Th className="w-28">
            <span className="sr-only">Actions</span>
          </Th>
        </TableHead>
        <TableBody>
          {invites.map((invite) => (
            <Tr key={invite.id}>
              <RowHeader>
                {/* Breaks a long address rather than pushing the actions out of a narrow window. */}
                <span className="block min-w-40 font-medium wrap-anywhere text-slate-900">{invite.email}</span>
              </RowHeader>
              <Td>{ROLE_LABELS[invite.role]}</Td>
              <Td>
                <ZonedTimeWrapping iso={invite.created} timeZone={timeZone} className="block" />
                {invite.invited_by && <span className="block text-xs text-slate-500">by {invite.invited_by.name}</span>}
              </Td>
              <Td>
                <ZonedTimeWrapping iso={invite.expires} timeZone={timeZone} />
              </Td>
              <Td className="text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke the invitation for ${invite.email}`}
                  onClick={() => {
                    focus.remember();
                    setRevoking(invite);
                  }}
                >
                  <MailX aria-hidden="true" className="size-4" />
                  Revoke
                </Button>
              </Td>
            </Tr>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRevoking(null);
          focus.restore();
        }}
        title={`Revoke the invitation for ${revoking?.email ?? ''}?`}
        description="Its link will no longer let anyone join. You can invite them again later."
        confirmLabel="Revoke"
        destructive
        onConfirm={() => {
          if (!revoking) return;
          confirmRevoke(revoking);
          focus.restore(document.getElementById('invites-heading'));
        }}
      />
    </>
  );
}
