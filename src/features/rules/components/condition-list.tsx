import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { Channel } from '#contract/channels';
import { RULE_CONDITIONS_MAX } from '#contract/rules';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { newCondition } from '../rule-form';
import { ConditionRow } from './condition-row';
import { messageOf, selectClass, type RuleForm } from './rule-form-types';

/** "Match all / any of these conditions", the rows, and a button to add one; none: the rule acts on every mail. */
export function ConditionList({ form, channels }: { form: RuleForm; channels: readonly Channel[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'conditions' });
  const errors = form.formState.errors.conditions as { message?: string; root?: { message?: string } } | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  const add = () => {
    append(newCondition());
    // The new row's field menu, so the keyboard carries on where the row appeared.
    requestAnimationFrame(() => document.getElementById(`rule-condition-${fields.length}-field`)?.focus());
  };
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? 'rule-conditions-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">If</legend>
      {fields.length > 1 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <label htmlFor="rule-match">Match</label>
          <select id="rule-match" className={cn(selectClass, 'w-auto')} {...form.register('match')}>
            <option value="all">all</option>
            <option value="any">any</option>
          </select>
          <span>of these conditions</span>
        </div>
      )}
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          No conditions: the rule acts on every mail of its trigger.
        </p>
      ) : (
        <ol aria-label="Conditions" className="space-y-2">
          {fields.map((field, index) => (
            <ConditionRow
              key={field.id}
              form={form}
              index={index}
              channels={channels}
              rowError={messageOf((form.formState.errors.conditions as unknown[] | undefined)?.[index])}
              onRemove={() => {
                remove(index);
                // The next row's field menu, or the add button when it was the last.
                requestAnimationFrame(() =>
                  (document.getElementById(`rule-condition-${index}-field`) ?? document.getElementById('rule-add-condition'))?.focus(),
                );
              }}
            />
          ))}
        </ol>
      )}
      {listError && (
        <p id="rule-conditions-error" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <Button id="rule-add-condition" size="sm" onClick={add} disabled={fields.length >= RULE_CONDITIONS_MAX}>
        <Plus aria-hidden="true" className="size-4" />
        Add condition
      </Button>
    </fieldset>
  );
}
