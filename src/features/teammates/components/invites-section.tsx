import { MailPlus, MailX, ShieldQuestion } from 'lucide-react';
import { RowActionsTable } from '../../../components/row-actions-table';
import { EmptyState } from '../../../components/ui/state-panel';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useInvites } from '../api/list-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import { ROLE_LABELS } from '../roles';

/** The section's heading: focus goes there when a revoked invitation's row goes away. */
const INVITES_HEADING_ID = 'invites-heading';

/** Pending invitations, for those who may invite; everyone else is told why there is nothing here. */
export function InvitesSection({ canInvite, timeZone }: { canInvite: boolean; timeZone: string }) {
  return (
    <section aria-labelledby={INVITES_HEADING_ID}>
      <h2 id={INVITES_HEADING_ID} tabIndex={-1} className="mb-3 text-sm font-semibold text-slate-900 focus:outline-none">
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
  return (
    <RowActionsTable
      caption="Pending invitations"
      rows={invites}
      empty={{
        icon: MailPlus,
        title: 'No pending invitations',
        body: 'Invite a teammate to get a link they open to join. Invitations are valid for 14 days.',
      }}
      columns={[
        {
          header: 'Email',
          // Breaks a long address rather than pushing the actions out of a narrow window.
          cell: (invite) => <span className="block min-w-40 font-medium wrap-anywhere text-slate-900">{invite.email}</span>,
        },
        { header: 'Role', cell: (invite) => ROLE_LABELS[invite.role] },
        {
          header: 'Invited',
          cell: (invite) => (
            <>
              <ZonedTimeWrapping iso={invite.created} timeZone={timeZone} className="block" />
              {invite.invited_by && <span className="block text-xs text-slate-500">by {invite.invited_by.name}</span>}
            </>
          ),
        },
        {
          header: 'Expires',
          cell: (invite) => <ZonedTimeWrapping iso={invite.expires} timeZone={timeZone} />,
        },
      ]}
      actions={(invite) => [
        {
          label: 'Revoke',
          name: `Revoke the invitation for ${invite.email}`,
          icon: MailX,
          confirm: {
            title: `Revoke the invitation for ${invite.email}?`,
            description: 'Its link will no longer let anyone join. You can invite them again later.',
            confirmLabel: 'Revoke',
            destructive: true,
            run: () => revoke.mutateAsync(invite),
            done: {
              title: `Invitation for ${invite.email} revoked`,
              description: 'Its link no longer works.',
            },
            failed: 'The invitation was not revoked',
            focusAfter: INVITES_HEADING_ID,
          },
        },
      ]}
    />
  );
}
