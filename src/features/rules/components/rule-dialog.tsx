import { Controller } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import type { Channel } from '#contract/channels';
import { RULE_TRIGGERS, type Rule } from '#contract/rules';
import { FormDialog } from '../../../components/form-dialog';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useCreateRule } from '../api/create-rule';
import { useUpdateRule } from '../api/update-rule';
import { formOfRule, ruleFormSchema, type RuleFormValues } from '../rule-form';
import { ruleRefusal } from '../rule-refusal';
import { TRIGGER_WORDS } from '../rule-words';
import { ActionList } from './action-list';
import { ConditionList } from './condition-list';
import type { RuleForm } from './rule-form-types';

/** Adds a rule (`editing` null, placed last) or changes one: the whole rule is sent, checked by the contract first. */
export function RuleDialog({
  open,
  onOpenChange,
  editing,
  channels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Rule | null;
  channels: readonly Channel[];
}) {
  const create = useCreateRule();
  const update = useUpdateRule();
  const toast = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit “${editing.name}”` : 'New rule'}
      description={editing ? undefined : 'Added last: each customer mail goes through the rules from the top.'}
      className="max-h-[calc(100dvh-2rem)] w-[min(96vw,46rem)] overflow-y-auto"
      schema={ruleFormSchema}
      defaultValues={formOfRule(editing)}
      submit={(body) => (editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body))}
      submitLabel={editing ? 'Save rule' : 'Create rule'}
      submittingLabel={editing ? 'Saving…' : 'Creating…'}
      failedTitle={editing ? 'The rule was not saved' : 'The rule was not created'}
      serverFields={['name']}
      placeRefusal={(message) => ruleRefusal(message) as { name: Path<RuleFormValues>; message: string } | null}
      onSubmitted={(rule) => toast.show({ title: editing ? `Saved “${rule.name}”` : `Created “${rule.name}”`, tone: 'success', duration: 3000 })}
    >
      {(form) => <RuleFields form={form} channels={channels} />}
    </FormDialog>
  );
}

function RuleFields({ form, channels }: { form: RuleForm; channels: readonly Channel[] }) {
  return (
    <>
      <FormField id="rule-name" label="Name" hint="What admins see in the list, e.g. “Invoices to billing”." error={form.formState.errors.name?.message?.replace(/^name /, 'The name ')}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
      </FormField>
      <Controller
        control={form.control}
        name="trigger"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">When</legend>
            <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
              {RULE_TRIGGERS.map((trigger) => (
                <label
                  key={trigger}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-md border p-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    field.value === trigger ? 'border-indigo-400 bg-indigo-50/60' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={trigger}
                    checked={field.value === trigger}
                    onChange={() => field.onChange(trigger)}
                    onBlur={field.onBlur}
                    className="mt-0.5 accent-indigo-600 focus:outline-none"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{TRIGGER_WORDS[trigger].label}</span>
                    <span className="block text-xs text-slate-600">{TRIGGER_WORDS[trigger].hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <ConditionList form={form} channels={channels} />
      <ActionList form={form} />
      <div className="space-y-2 border-t border-slate-100 pt-3">
        <CheckboxField
          form={form}
          name="stop_after"
          label="Stop processing further rules when this one acts"
          hint="The rules below it do not run for that mail."
        />
        <CheckboxField form={form} name="enabled" label="Enabled" hint="Off: the rule is kept but does nothing." />
      </div>
    </>
  );
}

function CheckboxField({ form, name, label, hint }: { form: RuleForm; name: 'stop_after' | 'enabled'; label: string; hint: string }) {
  const id = `rule-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={id}
            ref={field.ref}
            className="mt-0.5"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`${id}-hint`}
          />
          <div>
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              {label}
            </label>
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}
