import { CreateWebhookBodySchema, type CreatedWebhook, type Webhook } from '#contract/webhooks';
import { FormDialog } from '../../../components/form-dialog';
import { SecretReveal } from '../../../components/secret-reveal';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { EventTypesField } from './event-types-field';

/** Creates a webhook (then shows its signing secret, this once) or changes one (`editing`). */
export function WebhookDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Webhook | null;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const toast = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit the webhook' : 'Create a webhook'}
      description={editing ? editing.url : 'Each change is POSTed to the URL as JSON, signed with a secret, as it happens.'}
      className="w-[min(94vw,40rem)]"
      schema={CreateWebhookBodySchema}
      defaultValues={{ url: editing?.url ?? '', description: editing?.description ?? '', event_types: editing?.event_types ?? [] }}
      submit={async (values): Promise<CreatedWebhook | Webhook> =>
        editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values)
      }
      submitLabel={editing ? 'Save' : 'Create webhook'}
      submittingLabel={editing ? 'Saving…' : 'Creating…'}
      failedTitle={editing ? 'The webhook was not saved' : 'The webhook was not created'}
      serverFields={['url', 'description', 'event_types']}
      {...(editing
        ? { onSubmitted: () => toast.show({ title: 'Webhook saved', tone: 'success', duration: 3000 }) }
        : {
            result: {
              title: 'Copy the signing secret',
              render: (created, { close }) => <SigningSecret webhook={created as CreatedWebhook} onDone={close} />,
            },
          })}
    >
      {(form) => (
        <>
          <FormField
            id="webhook-url"
            label="URL"
            hint="http or https, on a public address. Any 2xx answer within 10 s delivers; other answers are retried for about an hour."
            error={form.formState.errors.url?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('url')}
                type="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://crm.example.com/hooks/inbox"
              />
            )}
          </FormField>
          <FormField
            id="webhook-description"
            label="Description (optional)"
            hint="What receives it, e.g. “CRM sync”."
            error={form.formState.errors.description?.message}
          >
            {(control) => <Input {...control} {...form.register('description')} autoComplete="off" />}
          </FormField>
          <EventTypesField form={form} />
        </>
      )}
    </FormDialog>
  );
}

function SigningSecret({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  return (
    <SecretReveal
      warning={
        <>
          This is the only time the secret is shown. Your receiver checks each request’s <code>X-Inbox-Signature</code> with it: keep it
          with the receiver’s configuration. If it is lost, delete the webhook and create another.
        </>
      }
      field={{ id: 'webhook-secret', label: 'Signing secret', value: webhook.secret, copyLabel: 'Copy secret' }}
      note={`Sending to ${webhook.url}.`}
      onDone={onDone}
    />
  );
}
