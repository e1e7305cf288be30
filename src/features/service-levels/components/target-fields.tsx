import type { FieldError } from 'react-hook-form';
import type { SchemaForm } from '../../../components/form-dialog';
import { Input } from '../../../components/ui/input';
import { TARGETS, type createPolicyFormSchema, type updatePolicyFormSchema } from '../sla-policy-form';

/** The dialog's form (the create and the edit form take the same values). */
export type SlaPolicyForm = SchemaForm<typeof createPolicyFormSchema | typeof updatePolicyFormSchema>;

type DurationErrors = FieldError & { hours?: FieldError; minutes?: FieldError };

/** The three targets, each as hours and minutes; an empty pair is no target. */
export function TargetFields({ form }: { form: SlaPolicyForm }) {
  const { errors } = form.formState;
  return (
    <fieldset aria-describedby="sla-targets-hint">
      <legend className="text-sm font-medium text-slate-700">Targets</legend>
      <p id="sla-targets-hint" className="mt-0.5 text-xs text-slate-500">
        At least one. Leave both fields of a target empty for none.
      </p>
      <div className="mt-2 space-y-3">
        {TARGETS.map(({ name, label, hint }) => {
          // The form's own checks sit at the hours field (to focus it), the contract's at the target.
          const own = errors[name] as DurationErrors | undefined;
          const error = own?.message ?? own?.hours?.message ?? own?.minutes?.message;
          const ids = { hours: `sla-${name}-hours`, minutes: `sla-${name}-minutes`, hint: `sla-${name}-hint`, error: `sla-${name}-error` };
          const described = {
            'aria-describedby': error ? `${ids.error} ${ids.hint}` : ids.hint,
            ...(error ? { 'aria-invalid': true as const } : {}),
          };
          return (
            <div key={name}>
              <div className="flex flex-wrap items-center gap-2">
                <span aria-hidden="true" className="w-32 text-sm text-slate-700">
                  {label}
                </span>
                {(['hours', 'minutes'] as const).map((unit) => (
                  <div key={unit} className="flex items-center gap-1.5">
                    <Input
                      id={ids[unit]}
                      inputMode="numeric"
                      autoComplete="off"
                      className="w-20"
                      {...described}
                      {...form.register(`${name}.${unit}`)}
                    />
                    <label htmlFor={ids[unit]} className="text-sm text-slate-600">
                      <span className="sr-only">{label} </span>
                      {unit}
                    </label>
                  </div>
                ))}
              </div>
              {error && (
                <p id={ids.error} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
              <p id={ids.hint} className="mt-0.5 text-xs text-slate-500">
                {hint}
              </p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
