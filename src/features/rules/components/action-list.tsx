import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { RULE_ACTIONS_MAX } from '#contract/rules';
import { Button } from '../../../components/ui/button';
import { newActionData } from '../rule-form';
import { RULE_ACTION_LABELS } from '../rule-words';
import { ActionRow } from './action-row';
import { messageOf, type RuleForm } from './rule-form-types';

/** What the rule does when it matches, in order (1 to 10): each a kind and its fields, moved with its buttons. */
export function ActionList({ form }: { form: RuleForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'actions' });
  const [announcement, setAnnouncement] = useState('');
  const errors = form.formState.errors.actions as { message?: string; root?: { message?: string } } | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const moveTo = (from: number, to: number) => {
    move(from, to);
    setAnnouncement(`${RULE_ACTION_LABELS[form.getValues(`actions.${to}.name`)]} moved to position ${to + 1} of ${fields.length}.`);
    // The focus follows the row; at an end, the button still usable takes it.
    const way = to < from ? (to === 0 ? 'down' : 'up') : to === fields.length - 1 ? 'up' : 'down';
    focusSoon(`rule-action-${to}-${way}`);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={listError ? 'rule-actions-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Then <span className="font-normal text-slate-500">(in this order)</span>
      </legend>
      <ol aria-label="Actions" className="space-y-2">
        {fields.map((field, index) => (
          <ActionRow
            key={field.id}
            form={form}
            index={index}
            count={fields.length}
            rowError={messageOf((form.formState.errors.actions as unknown[] | undefined)?.[index])}
            onMove={(to) => moveTo(index, to)}
            onRemove={() => {
              const label = RULE_ACTION_LABELS[form.getValues(`actions.${index}.name`)];
              remove(index);
              setAnnouncement(`${label} removed.`);
              focusSoon(index < fields.length - 1 ? `rule-action-${index}-kind` : 'rule-add-action');
            }}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listError && (
        <p id="rule-actions-error" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <Button
        id="rule-add-action"
        size="sm"
        disabled={fields.length >= RULE_ACTIONS_MAX}
        onClick={() => {
          append({ name: 'tag', data: newActionData('tag') });
          focusSoon(`rule-action-${fields.length}-kind`);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add action
      </Button>
    </fieldset>
  );
}
