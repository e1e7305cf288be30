import { Trash2 } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import type { Channel } from '#contract/channels';
import { RULE_FIELD_OPS, RULE_FIELDS, type RuleField, type RuleOp } from '#contract/rules';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { VALUE_KINDS, valueMessage, withField } from '../rule-form';
import { BUSINESS_HOURS_WORDS, FIELD_LABELS, opLabel } from '../rule-words';
import { messageOf, rowIconButton, selectClass, type RuleForm } from './rule-form-types';

const PLACEHOLDERS: Partial<Record<RuleField, string>> = {
  subject: 'invoice',
  body: 'refund',
  from: 'name@example.com',
  from_domain: 'example.com',
  tag: 'vip',
};

/**
 * One condition: a field, an operator that applies to it, and a value input that fits it (a mailbox menu, a tag,
 * during or outside business hours, a number, text). Changing the field keeps what still fits.
 */
export function ConditionRow({
  form,
  index,
  channels,
  rowError,
  onRemove,
}: {
  form: RuleForm;
  index: number;
  channels: readonly Channel[];
  /** The server's refusal of the whole row (`conditions.0 …`). */
  rowError?: string;
  onRemove: () => void;
}) {
  const field = useWatch({ control: form.control, name: `conditions.${index}.field` });
  const kind = VALUE_KINDS[field];
  const errors = (form.formState.errors.conditions as Record<number, Record<string, unknown>> | undefined)?.[index];
  const opError = messageOf(errors?.op) ?? messageOf(errors?.field);
  const rawValueError = messageOf(errors?.value);
  const valueError = rawValueError && valueMessage(kind, rawValueError);
  const id = `rule-condition-${index}`;
  const place = `Condition ${index + 1}`;
  const invalid = (error: string | undefined, errorId: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

  return (
    <li className={cn('rounded-md border bg-slate-50/60 p-2', opError || valueError || rowError ? 'border-red-300' : 'border-slate-200')}>
      {/* On a phone the field (and the remove button) on a line, the operator and the value on the next. */}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[11rem_10rem_minmax(0,1fr)_auto]">
        <Controller
          control={form.control}
          name={`conditions.${index}.field`}
          render={({ field: control }) => (
            <select
              id={`${id}-field`}
              aria-label={`${place} field`}
              className={cn(selectClass, 'col-span-2 sm:col-span-1')}
              ref={control.ref}
              value={control.value}
              onBlur={control.onBlur}
              onChange={(event) =>
                form.setValue(
                  `conditions.${index}`,
                  withField(form.getValues(`conditions.${index}`), event.target.value as RuleField, channels[0]?.id),
                  { shouldDirty: true },
                )
              }
            >
              {RULE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {FIELD_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        />
        <Controller
          control={form.control}
          name={`conditions.${index}.op`}
          render={({ field: control }) => (
            <select
              id={`${id}-op`}
              aria-label={`${place} operator`}
              className={selectClass}
              {...invalid(opError, `${id}-op-error`)}
              {...control}
              onChange={(event) => control.onChange(event.target.value as RuleOp)}
            >
              {RULE_FIELD_OPS[field].map((op) => (
                <option key={op} value={op}>
                  {opLabel(field, op)}
                </option>
              ))}
            </select>
          )}
        />
        <Controller
          control={form.control}
          name={`conditions.${index}.value`}
          render={({ field: control }) => {
            const common = { id: `${id}-value`, 'aria-label': `${place} value`, ...invalid(valueError, `${id}-value-error`), ...control };
            if (kind === 'channel')
              return (
                <select {...common} className={cn(selectClass, 'col-span-2 sm:col-span-1')}>
                  <option value="" disabled>
                    Choose a mailbox
                  </option>
                  {channels.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name ? `${c.name} (${c.email})` : c.email}
                      {c.active ? '' : ' (disabled)'}
                    </option>
                  ))}
                </select>
              );
            if (kind === 'boolean')
              return (
                <select {...common} className={cn(selectClass, 'col-span-2 sm:col-span-1')}>
                  <option value="true">{BUSINESS_HOURS_WORDS.true}</option>
                  <option value="false">{BUSINESS_HOURS_WORDS.false}</option>
                </select>
              );
            return (
              <Input
                {...common}
                className="col-span-2 sm:col-span-1"
                autoComplete="off"
                spellCheck={kind === 'text' && (field === 'subject' || field === 'body')}
                placeholder={PLACEHOLDERS[field]}
                {...(kind === 'number' ? { type: 'number', min: 0, step: 1, inputMode: 'numeric' as const } : {})}
              />
            );
          }}
        />
        <button
          type="button"
          aria-label={`Remove condition ${index + 1}`}
          onClick={onRemove}
          className={cn(rowIconButton, 'col-start-3 row-start-1 mt-0.5 hover:text-red-700 sm:col-start-4')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {opError && (
        <p id={`${id}-op-error`} className="mt-1 text-xs font-medium text-red-700">
          {opError}
        </p>
      )}
      {valueError && (
        <p id={`${id}-value-error`} className="mt-1 text-xs font-medium text-red-700">
          {valueError}
        </p>
      )}
      {rowError && <p className="mt-1 text-xs font-medium text-red-700">{rowError}</p>}
      {field === 'contact_conversations' && <p className="mt-1 text-xs text-slate-500">Conversations the contact had before this one.</p>}
    </li>
  );
}
