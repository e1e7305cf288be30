import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { UpdateOrganizationBodySchema, type Organization } from '#contract/organization';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { serverField } from '../../../lib/server-field';
import { useUpdateOrganization } from '../api/update-organization';
import { TimeZoneCombobox } from './time-zone-combobox';

const FIELDS = ['name', 'timezone'] as const;

/** The name and time zone; read-only (a disabled form) for those who may not change them. */
export function OrganizationForm({ organization, canChange }: { organization: Organization; canChange: boolean }) {
  const form = useForm({
    resolver: zodResolver(UpdateOrganizationBodySchema),
    defaultValues: { name: organization.name, timezone: organization.timezone },
  });
  const update = useUpdateOrganization();
  const toast = useToast();
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ name: saved.name, timezone: saved.timezone });
      toast.show({ title: 'Organization saved', description: `${saved.name}, times in ${saved.timezone}.`, tone: 'success' });
    } catch (error) {
      const field = isApiError(error) && error.status === 400 ? serverField(error.message, FIELDS) : null;
      if (field) form.setError(field.name, { type: 'server', message: field.message }, { shouldFocus: true });
      else
        toast.show({
          title: 'The organization was not saved',
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Organization" className="max-w-xl">
      <fieldset disabled={!canChange} className="space-y-4">
        <FormField
          id="organization-name"
          label="Name"
          hint="Shown to your team, in invitations and on invoices."
          error={errors.name?.message}
        >
          {(control) => <Input {...control} {...form.register('name')} autoComplete="organization" />}
        </FormField>
        <FormField
          id="organization-timezone"
          label="Time zone"
          hint="Snooze times (“tomorrow” is 09:00 there), invoice dates, exports and the times of the settings pages. Type a city or an offset."
          error={errors.timezone?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <TimeZoneCombobox
                  control={control}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!canChange}
                />
              )}
            />
          )}
        </FormField>
        {canChange && (
          <div className="flex justify-end gap-2 pt-1">
            <Button onClick={() => form.reset()} disabled={!isDirty || isSubmitting}>
              Discard changes
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
