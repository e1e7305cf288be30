import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isCommonWebmailDomain } from '#contract/common-webmail-domains';
import { CreateSuppressionBodySchema, type CreatedSuppression } from '#contract/suppressions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useCreateSuppression } from '../api/create-suppression';

/** The domain of a `*@domain` entry that is a common webmail provider (gmail.com ...), else null. */
function commonDomainOf(email: string): string | null {
  if (!email.startsWith('*@')) return null;
  const domain = email.slice(2);
  return isCommonWebmailDomain(domain) ? domain : null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeCreated(created: CreatedSuppression): string {
  const domain = created.email.startsWith('*@') ? created.email.slice(2) : null;
  if (!domain) return 'Mail from this address is now refused.';
  const n = created.absorbed;
  if (n === 0) return `Mail from every address at ${domain} is now refused.`;
  return `Absorbed ${n} address ${n === 1 ? 'entry' : 'entries'} of ${domain}: ${n === 1 ? 'its' : 'their'} blocked count now adds up here.`;
}

/** Suppress an address or a whole `*@domain`; a common webmail domain is confirmed first. */
export function AddSuppressionForm() {
  const form = useForm({ resolver: zodResolver(CreateSuppressionBodySchema), defaultValues: { email: '' } });
  const create = useCreateSuppression();
  const toast = useToast();
  // The entry waiting for the admin's confirmation (a common webmail domain).
  const [confirming, setConfirming] = useState<{ email: string; domain: string } | null>(null);
  const { errors, isSubmitting } = form.formState;

  const add = async (email: string) => {
    try {
      const created = await create.mutateAsync(email);
      form.reset({ email: '' });
      form.setFocus('email');
      toast.show({ title: `Suppressed ${created.email}`, description: describeCreated(created), tone: 'success' });
    } catch (error) {
      // The server's refusal ("the email x is already suppressed") belongs next to the field.
      if (isApiError(error) && error.status === 400) {
        form.setError('email', { message: capitalize(error.message) }, { shouldFocus: true });
      } else {
        toast.show({ title: 'The entry was not added', description: error instanceof Error ? error.message : undefined, tone: 'error' });
      }
    }
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const domain = commonDomainOf(email);
    if (domain) setConfirming({ email, domain });
    else await add(email);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Suppress an address or domain" className="flex flex-wrap items-start gap-3">
        <FormField
          id="suppression-email"
          label="Address or domain"
          hint="An address (name@example.com) or a whole domain (*@example.com). Their mail is refused."
          error={errors.email?.message}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="text"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder="name@example.com or *@example.com"
            />
          )}
        </FormField>
        <Button type="submit" variant="primary" className="mt-6" disabled={isSubmitting || create.isPending}>
          {create.isPending ? 'Suppressing…' : 'Suppress'}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(null);
          // Back to the field: to correct the entry, or to add the next one.
          window.setTimeout(() => form.setFocus('email'), 0);
        }}
        title={`Suppress everyone at ${confirming?.domain ?? ''}?`}
        description={
          `${confirming?.domain ?? ''} is a common webmail provider: suppressing ${confirming?.email ?? ''} refuses mail from every ` +
          'customer who writes from it, not only the sender you have in mind. Suppress a single address instead unless you are sure.'
        }
        confirmLabel={`Suppress ${confirming?.email ?? ''}`}
        destructive
        onConfirm={() => {
          if (confirming) void add(confirming.email);
        }}
      />
    </>
  );
}
