import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InviteAgentBodySchema, type CreatedInvite } from '#contract/agents';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
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
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Invitation created' : 'Invite a teammate'}
      description={created ? undefined : `They get a link to join ${organization}, valid for 14 days.`}
      className="w-[min(92vw,32rem)]"
    >
      {created ? (
        <InviteLink invite={created} onDone={() => close(false)} onAnother={() => setCreated(null)} />
      ) : (
        <InviteForm onCreated={setCreated} onCancel={() => close(false)} />
      )}
    </Dialog>
  );
}

function InviteForm({ onCreated, onCancel }: { onCreated: (invite: CreatedInvite) => void; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(InviteAgentBodySchema), defaultValues: { email: '', role: 'agent' as const } });
  const create = useCreateInvite();
  const toast = useToast();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      // "x is already an agent of this organization", "email must be ...": the server's words, at the field.
      if (isApiError(error) && error.status === 400) {
        const field = error.message.startsWith('role') ? 'role' : 'email';
        form.setError(field, { message: error.message.charAt(0).toUpperCase() + error.message.slice(1) }, { shouldFocus: true });
      } else {
        toast.show({
          title: 'The invitation was not created',
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="off" placeholder="name@example.com" />}
      </FormField>
      <fieldset aria-describedby={errors.role ? 'invite-role-error' : undefined}>
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
        {errors.role && (
          <p id="invite-role-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.role.message}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2 pt-1">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? 'Inviting…' : 'Invite'}
        </Button>
      </div>
    </form>
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
