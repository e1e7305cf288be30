import { Controller } from 'react-hook-form';
import type { Channel } from '#contract/channels';
import type { CreateSlaPolicyBody, SlaPolicy } from '#contract/sla';
import { FormDialog } from '../../../components/form-dialog';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { useCreateSlaPolicy } from '../api/create-sla-policy';
import { useUpdateSlaPolicy } from '../api/update-sla-policy';
import { createPolicyFormSchema, formOfPolicy, updatePolicyFormSchema } from '../sla-policy-form';
import { ConditionFields } from './condition-fields';
import { TargetFields, type SlaPolicyForm } from './target-fields';

const SERVER_FIELDS = ['name', 'first_response_minutes', 'next_response_minutes', 'resolution_minutes', 'conditions'] as const;

/** Adds a policy (`editing` null, placed last) or changes one: its name, targets, clock and conditions. */
export function SlaPolicyDialog({
  open,
  onOpenChange,
  editing,
  channels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: SlaPolicy | null;
  channels: readonly Channel[];
}) {
  const create = useCreateSlaPolicy();
  const update = useUpdateSlaPolicy();
  const toast = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit “${editing.name}”` : 'Add an SLA policy'}
      description={editing ? undefined : 'Added last: the first policy whose conditions match a conversation applies to it.'}
      className="w-[min(94vw,40rem)]"
      schema={editing ? updatePolicyFormSchema : createPolicyFormSchema}
      defaultValues={formOfPolicy(editing)}
      // Without `editing` the create schema checked it, so it has a name.
      submit={(body) => (editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body as CreateSlaPolicyBody))}
      submitLabel={editing ? 'Save' : 'Add policy'}
      submittingLabel={editing ? 'Saving…' : 'Adding…'}
      failedTitle={editing ? 'The policy was not saved' : 'The policy was not added'}
      serverFields={SERVER_FIELDS}
      onSubmitted={(policy) =>
        toast.show({ title: editing ? `Saved “${policy.name}”` : `Added “${policy.name}”`, tone: 'success', duration: 3000 })
      }
    >
      {(form) => <PolicyFields form={form} channels={channels} />}
    </FormDialog>
  );
}

function PolicyFields({ form, channels }: { form: SlaPolicyForm; channels: readonly Channel[] }) {
  return (
    <>
      <FormField
        id="sla-name"
        label="Name"
        hint="What admins see in this list, e.g. “VIP customers”."
        error={form.formState.errors.name?.message}
      >
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
      </FormField>
      <TargetFields form={form} />
      <Controller
        control={form.control}
        name="business_hours"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id="sla-business-hours"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="sla-business-hours-hint"
            />
            <div>
              <label htmlFor="sla-business-hours" className="text-sm font-medium text-slate-700">
                Count business hours only
              </label>
              <p id="sla-business-hours-hint" className="text-xs text-slate-500">
                The clocks stop outside the business hours and on holidays; otherwise every hour counts.
              </p>
            </div>
          </div>
        )}
      />
      <ConditionFields form={form} channels={channels} />
    </>
  );
}
