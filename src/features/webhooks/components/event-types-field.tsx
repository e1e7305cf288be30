import { Controller } from 'react-hook-form';
import type { CreateWebhookBodySchema } from '#contract/webhooks';
import type { SchemaForm } from '../../../components/form-dialog';
import { Checkbox } from '../../../components/ui/checkbox';
import { describeEvents, EVENT_GROUPS, toggleEvent } from '../event-groups';

/** The events a webhook receives: whole groups (their prefix, also types added later) or single types; none: all. */
export function EventTypesField({ form }: { form: SchemaForm<typeof CreateWebhookBodySchema> }) {
  const error = form.formState.errors.event_types?.message;
  return (
    <Controller
      control={form.control}
      name="event_types"
      render={({ field }) => {
        const selected = field.value ?? [];
        const box = (entry: string, label: string, covered = false) => {
          const id = `webhook-event-${entry.replace(/\W+/g, '-')}`;
          return (
            <div key={entry} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={covered || selected.includes(entry)}
                disabled={covered}
                onCheckedChange={(checked) => field.onChange(toggleEvent(selected, entry, checked === true))}
              />
              <label
                htmlFor={id}
                className={entry.endsWith('.') ? 'text-sm font-medium text-slate-900' : 'font-mono text-xs text-slate-700'}
              >
                {label}
              </label>
            </div>
          );
        };
        return (
          <fieldset aria-describedby={`webhook-events-summary${error ? ' webhook-events-error' : ''}`}>
            <legend className="text-sm font-medium text-slate-700">Events</legend>
            <p id="webhook-events-summary" className="mt-0.5 text-xs text-slate-500">
              Sends: {describeEvents(selected).join(', ')}.{selected.length === 0 && ' Choose events to send only those.'}
            </p>
            <div className="mt-2 grid max-h-64 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2">
              {EVENT_GROUPS.map((group) => {
                const all = selected.includes(group.prefix);
                return (
                  <div key={group.prefix} className="space-y-1">
                    {group.types.length > 1 ? (
                      <>
                        {box(group.prefix, group.all)}
                        <div className="space-y-1 pl-6">{group.types.map((type) => box(type, type, all))}</div>
                      </>
                    ) : (
                      box(group.types[0]!, group.types[0]!)
                    )}
                  </div>
                );
              })}
            </div>
            {error && (
              <p id="webhook-events-error" className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
