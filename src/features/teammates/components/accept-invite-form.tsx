import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AcceptInvitationBodySchema, type Invitation } from '#contract/agents';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';

// The contract's rules for name and password, and a confirmation the server never sees.
const JoinFormSchema = AcceptInvitationBodySchema.omit({ token: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type JoinField = 'name' | 'password' | 'confirm';

/** Name and password of the new teammate; joining signs them in, then `onJoined` takes them on. */
export function AcceptInviteForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: Invitation;
  onJoined: () => Promise<void>;
}) {
  const form = useForm({ resolver: zodResolver(JoinFormSchema), defaultValues: { name: '', password: '', confirm: '' } });
  const accept = useAcceptInvitation();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    try {
      await accept.mutateAsync({ token, name, password });
      await onJoined();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not join. Try again.';
      // "name is required", "password must be at least 8 characters": at the field; anything else above the button.
      const field: JoinField | 'root' =
        isApiError(error) && error.status === 400 ? ((/^(name|password)\b/.exec(message)?.[1] as JoinField) ?? 'root') : 'root';
      form.setError(field, { message });
    }
  });

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <FormField id="join-name" label="Your name" hint="As your teammates and customers will see it." error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" autoFocus className="h-10" />}
      </FormField>
      <FormField id="join-password" label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" className="h-10" />}
      </FormField>
      <FormField id="join-confirm" label="Confirm password" error={errors.confirm?.message}>
        {(control) => <Input {...control} {...form.register('confirm')} type="password" autoComplete="new-password" className="h-10" />}
      </FormField>
      {errors.root && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" variant="primary" className="h-10 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Joining…' : `Join ${invitation.organization.name}`}
      </Button>
    </form>
  );
}
