import { TriangleAlert } from 'lucide-react';
import { InviteAgentBodySchema, type CreatedInvite } from '#contract/agents';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateInvite } from '../api/create-invite';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../roles';

/** Invite by email with a role; then the link to join, shown this once. */
export function InviteDialog({
  open,
  onOpenChange,
  organization,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organization: string;
}) {
  const create = useCreateInvite();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a teammate"
      description={`They get a link to join ${organization}, valid for 14 days.`}
      schema={InviteAgentBodySchema}
      defaultValues={{ email: '', role: 'agent' }}
      submit={(values) => create.mutateAsync(values)}
      submitLabel="Invite"
      submittingLabel="Inviting…"
      failedTitle="The invitation was not created"
      // "x is already an agent of this organization", "email must be ...": the server's words, at the field.
      serverFields={['email', 'role']}
      fallbackField="email"
      result={{
        title: 'Invitation created',
        render: (created, { close, again }) => <InviteLink invite={created} onDone={close} onAnother={again} />,
      }}
    >
      {(form) => (
        <>
          <FormField id="invite-email" label="Email" error={form.formState.errors.email?.message}>
            {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="off" placeholder="name@example.com" />}
          </FormField>
          <fieldset aria-describedby={form.formState.errors.role ? 'invite-role-error' : undefined}>
            <legend className="text-sm font-medium text-slate-700">Role</legend>
            <div className="mt-1 space-y-2">
              {(['agent', 'admin'] as const).map((role) => (
                <label
                  key={role}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-indigo-300 has-checked:bg-indigo-50/50"
                >
                  <input type="radio" value={role} {...form.register('role')} className="mt-0.5 size-4 accent-indigo-600" />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{ROLE_LABELS[role]}</span>
                    <span className="block text-xs text-slate-600">{ROLE_DESCRIPTIONS[role]}</span>
                  </span>
                </label>
              ))}
            </div>
            {form.formState.errors.role && (
              <p id="invite-role-error" className="mt-1 text-sm font-medium text-red-700">
                {form.formState.errors.role.message}
              </p>
            )}
          </fieldset>
        </>
      )}
    </FormDialog>
  );
}

function InviteLink({ invite, onDone, onAnother }: { invite: CreatedInvite; onDone: () => void; onAnother: () => void }) {
  // The API gives a path on this server; a link to send must be absolute.
  const link = new URL(invite.accept_path, window.location.origin).toString();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Send this link to <span className="font-medium text-slate-900">{invite.email}</span>: it lets them join as{' '}
        {invite.role === 'admin' ? 'an admin' : 'an agent'} within 14 days.
      </p>
      <CopyField id="invite-link" label="Invitation link" value={link} copyLabel="Copy link" autoFocus />
      <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          This link is shown only once: copy it now. It is not sent by email. If it gets lost, revoke the invitation and invite them again.
        </span>
      </p>
      <div className="flex justify-end gap-2">
        <Button onClick={onAnother}>Invite someone else</Button>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
