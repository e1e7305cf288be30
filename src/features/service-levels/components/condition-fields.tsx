import { Controller, type FieldError } from 'react-hook-form';
import type { Channel } from '#contract/channels';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { SlaPolicyForm } from './target-fields';

/** Which conversations the policy is for: any of the checked channels, carrying any of the tags; nothing: any. */
export function ConditionFields({ form, channels }: { form: SlaPolicyForm; channels: readonly Channel[] }) {
  const errors = form.formState.errors.conditions as (FieldError & { channel_ids?: FieldError; tags?: FieldError }) | undefined;
  // The server names an unknown channel as "conditions.channel_ids: …" (at `conditions`), the contract at the list.
  const channelError = errors?.message ?? errors?.channel_ids?.message;
  return (
    <fieldset aria-describedby={`sla-conditions-hint${channelError ? ' sla-channels-error' : ''}`} className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Applies to</legend>
      <p id="sla-conditions-hint" className="-mt-2 text-xs text-slate-500">
        Conversations of any checked channel that carry any of the tags. Check no channel for any channel, leave the tags empty for any
        tags.
      </p>
      <Controller
        control={form.control}
        name="conditions.channel_ids"
        render={({ field }) => (
          <div role="group" aria-label="Channels" className="grid gap-2 sm:grid-cols-2">
            {channels.map((channel) => {
              const id = `sla-channel-${channel.id}`;
              const checked = field.value.includes(channel.id);
              return (
                <div key={channel.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(on) =>
                      field.onChange(on === true ? [...field.value, channel.id] : field.value.filter((c) => c !== channel.id))
                    }
                  />
                  <label htmlFor={id} className="min-w-0 text-sm text-slate-700">
                    {channel.name || channel.email}
                    <span className="ml-1 text-xs break-all text-slate-500">
                      {channel.name ? channel.email : ''}
                      {!channel.active && ' (disabled)'}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
        )}
      />
      {channelError && (
        <p id="sla-channels-error" className="text-sm font-medium text-red-700">
          {channelError}
        </p>
      )}
      <FormField
        id="sla-tags"
        label="Tags (optional)"
        hint="Separated by commas, e.g. vip, urgent. Saved in lower case."
        error={errors?.tags?.message}
      >
        {(control) => <Input {...control} {...form.register('conditions.tags')} autoComplete="off" spellCheck={false} />}
      </FormField>
    </fieldset>
  );
}
