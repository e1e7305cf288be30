import { useSuspenseQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { CreateChannelBodySchema, SIGNATURE_MAX, type Channel } from '#contract/channels';
import { fillSignature } from '#contract/signature';
import { TEMPLATE_VARIABLES } from '#contract/template-variables';
import { FormDialog, type SchemaForm } from '../../../components/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { sessionQueryOptions } from '../../session/api/session';
import { useCreateChannel } from '../api/create-channel';
import { useUpdateChannel } from '../api/update-channel';
import { SAMPLE_CONTACT, sampleSignatureValues } from '../signature-sample';

type ChannelForm = SchemaForm<typeof CreateChannelBodySchema>;

/** Adds a mailbox (`editing` null) or changes one: its address, name and signature. */
export function ChannelDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Channel | null;
}) {
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const toast = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${editing.email}` : 'Add a mailbox'}
      description={editing ? undefined : 'Mail to its address opens conversations here; replies are sent from it.'}
      className="w-[min(92vw,36rem)]"
      schema={CreateChannelBodySchema}
      defaultValues={{ email: editing?.email ?? '', name: editing?.name ?? '', signature: editing?.signature ?? '' }}
      submit={(values) => (editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values))}
      submitLabel={editing ? 'Save' : 'Add mailbox'}
      submittingLabel={editing ? 'Saving…' : 'Adding…'}
      failedTitle={editing ? 'The mailbox was not saved' : 'The mailbox was not added'}
      serverFields={['email', 'name', 'signature']}
      onSubmitted={(channel) =>
        toast.show({ title: editing ? `Saved ${channel.email}` : `Added ${channel.email}`, tone: 'success', duration: 3000 })
      }
    >
      {(form) => (
        <>
          <FormField
            id="channel-email"
            label="Address"
            hint="Replies are sent from it; route its mail to this server (see below the list)."
            error={form.formState.errors.email?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="off"
                spellCheck={false}
                placeholder="support@example.com"
              />
            )}
          </FormField>
          <FormField
            id="channel-name"
            label="Name"
            hint="What agents see, e.g. “Support” or “Billing”."
            error={form.formState.errors.name?.message}
          >
            {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <SignatureField form={form} />
        </>
      )}
    </FormDialog>
  );
}

function SignatureField({ form }: { form: ChannelForm }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const signature = useWatch({ control: form.control, name: 'signature' }) ?? '';
  const preview = fillSignature(signature, sampleSignatureValues(session));
  return (
    <div className="space-y-2">
      <FormField
        id="channel-signature"
        label="Signature (optional)"
        hint={
          <>
            Plain text added below every reply and new message sent from this mailbox, when it is sent. Variables such as{' '}
            <code>{'{{agent.first_name}}'}</code> or <code>{'{{contact.first_name | there}}'}</code> are filled for each conversation.
          </>
        }
        error={form.formState.errors.signature?.message}
      >
        {(control) => <Textarea {...control} {...form.register('signature')} rows={4} maxLength={SIGNATURE_MAX} spellCheck />}
      </FormField>
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-700">Variables you can use</summary>
        <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2">
          {TEMPLATE_VARIABLES.map((variable) => (
            <li key={variable.name}>
              <code>{`{{${variable.name}}}`}</code> {variable.label.toLowerCase()}
            </li>
          ))}
        </ul>
      </details>
      {preview && (
        <section aria-label="Signature preview" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs font-medium text-slate-500">Preview: a reply from you to {SAMPLE_CONTACT.name} ends with</p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{preview}</p>
        </section>
      )}
    </div>
  );
}
