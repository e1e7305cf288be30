import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import type { ActionName } from '#contract/actions';
import { AUTO_REPLY_INTERVAL_HOURS, type RuleActionName } from '#contract/rules';
import { cn } from '../../../lib/cn';
import { ActionFields } from '../../snippets/components/action-fields';
import { newActionData } from '../rule-form';
import { RULE_ACTION_LABELS } from '../rule-words';
import { RoundRobinFields } from './round-robin-fields';
import { messageOf, rowIconButton, selectClass, type RuleForm } from './rule-form-types';

// The kinds in the order the menu offers them.
const KINDS = Object.keys(RULE_ACTION_LABELS) as RuleActionName[];

/** Error messages of one action by data key (the contract's or the server's `actions.1.data.tag`). */
function dataErrors(form: RuleForm, index: number): Record<string, string | undefined> {
  const item = (form.formState.errors.actions as Record<number, { data?: Record<string, unknown> }> | undefined)?.[index];
  const data = item?.data ?? {};
  return Object.fromEntries(Object.keys(data).map((key) => [key, messageOf(data[key])]));
}

/**
 * One action: its kind (changing it starts its data afresh) and its fields — the snippets' fields for the actions
 * they share, the agents taking turns for round robin.
 */
export function ActionRow({
  form,
  index,
  count,
  rowError,
  onMove,
  onRemove,
}: {
  form: RuleForm;
  index: number;
  count: number;
  rowError?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const name = useWatch({ control: form.control, name: `actions.${index}.name` });
  const id = `rule-action-${index}`;
  const position = `action ${index + 1}`;
  const errors = dataErrors(form, index);
  const nameError = messageOf((form.formState.errors.actions as Record<number, { name?: unknown; data?: unknown }> | undefined)?.[index]?.name);
  const ownError = rowError ?? nameError ?? messageOf((form.formState.errors.actions as Record<number, { data?: unknown }> | undefined)?.[index]?.data);
  const failed = Boolean(ownError) || Object.values(errors).some(Boolean);

  return (
    <li className={cn('rounded-md border bg-white', failed ? 'border-red-300' : 'border-slate-200')}>
      <div className="flex items-center gap-1 border-b border-slate-100 p-1.5">
        <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-[11px] font-semibold text-slate-600">
          {index + 1}
        </span>
        <Controller
          control={form.control}
          name={`actions.${index}.name`}
          render={({ field }) => (
            <select
              id={`${id}-kind`}
              aria-label={`Action ${index + 1}`}
              className={cn(selectClass, 'h-8 min-w-0 flex-1 py-1 sm:max-w-64')}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = event.target.value as RuleActionName;
                form.setValue(`actions.${index}`, { name: next, data: newActionData(next) }, { shouldDirty: true });
              }}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {RULE_ACTION_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        />
        <button
          id={`${id}-up`}
          type="button"
          aria-label={`Move action ${index + 1} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          className={cn(rowIconButton, 'ml-auto')}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          id={`${id}-down`}
          type="button"
          aria-label={`Move action ${index + 1} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          className={rowIconButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Remove action ${index + 1}`}
          disabled={count === 1}
          onClick={onRemove}
          className={cn(rowIconButton, 'hover:text-red-700')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="p-3">
        <Controller
          control={form.control}
          name={`actions.${index}.data`}
          render={({ field }) =>
            name === 'assign.round_robin' ? (
              <RoundRobinFields id={id} position={position} value={field.value} onChange={field.onChange} error={errors.agent_ids} />
            ) : (
              <ActionFields
                id={id}
                position={position}
                name={name as ActionName}
                data={field.value}
                onData={field.onChange}
                onBlur={field.onBlur}
                errors={errors}
              />
            )
          }
        />
        {name === 'reply' && (
          <p className="mt-1.5 text-xs text-slate-500">
            Sent from the conversation’s mailbox. Held back for automated mail and mailing lists, our own addresses, suppressed
            contacts, and when this rule already replied to the contact in the last {AUTO_REPLY_INTERVAL_HOURS} hours.
          </p>
        )}
        {ownError && <p className="mt-1 text-xs font-medium text-red-700">{ownError}</p>}
      </div>
    </li>
  );
}
