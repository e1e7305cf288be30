import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SetKnowledgeDomainBodySchema, type KnowledgeDomain } from '#contract/knowledge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { isApiError } from '../../../lib/api-client';
import { useClearKnowledgeDomain } from '../api/clear-knowledge-domain';
import { useSetKnowledgeDomain } from '../api/set-knowledge-domain';

/** "domain must not include a port" reads "The domain must not include a port" next to the field. */
const domainMessage = (message: string | undefined) => message?.replace(/^domain /, 'The domain ');

/** Set the help site's domain (checked by the contract as one types, and by the server); or remove it. */
export function DomainForm({ setting }: { setting: KnowledgeDomain }) {
  const form = useForm({ resolver: zodResolver(SetKnowledgeDomainBodySchema), defaultValues: { domain: setting.domain ?? '' } });
  const save = useSetKnowledgeDomain();
  const clear = useClearKnowledgeDomain();
  const toast = useToast();
  const focus = useFocusReturn();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ domain }) => {
    try {
      const saved = await save.mutateAsync(domain);
      // The stored form: lower-cased, the trailing dot dropped, an international name in ASCII.
      form.reset({ domain: saved.domain ?? '' });
      toast.show({
        title: `Help site domain set to ${saved.domain}`,
        description: saved.last_check ? undefined : 'Create the DNS record below, then verify it.',
        tone: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        form.setError('domain', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        toast.show({ title: 'The domain was not saved', description: error instanceof Error ? error.message : undefined, tone: 'error' });
      }
    }
  });

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Help site domain" className="flex flex-wrap items-start gap-3">
        <FormField
          id="knowledge-domain"
          label="Domain"
          hint="A host name of your own, such as help.example.com: no https://, no path."
          error={domainMessage(errors.domain?.message)}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('domain')}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              placeholder="help.example.com"
            />
          )}
        </FormField>
        <div className="mt-6 flex gap-2">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save domain'}
          </Button>
          {setting.domain && (
            <Button
              onClick={() => {
                focus.remember();
                setConfirmingClear(true);
              }}
            >
              Remove
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={(open) => {
          if (open) return;
          setConfirmingClear(false);
          focus.restore();
        }}
        title={`Remove ${setting.domain ?? 'the domain'}?`}
        description="The help site is no longer served at this domain. Its DNS record can be deleted afterwards."
        confirmLabel="Remove domain"
        destructive
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              form.reset({ domain: '' });
              focus.restore(document.getElementById('knowledge-domain'));
              toast.show({ title: 'Help site domain removed', tone: 'success' });
            },
            onError: (error) => toast.show({ title: 'The domain was not removed', description: error.message, tone: 'error' }),
          })
        }
      />
    </>
  );
}
