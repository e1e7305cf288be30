import { Controller } from 'react-hook-form';
import { CreateApiKeyBodySchema, type CreatedApiKeyView } from '#contract/api-keys';
import { PERMISSIONS, type Permission } from '#contract/permissions';
import { FormDialog, type SchemaForm } from '../../../components/form-dialog';
import { SecretReveal } from '../../../components/secret-reveal';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateApiKey } from '../api/create-api-key';
import { PERMISSION_DESCRIPTIONS } from '../permission-descriptions';

/** Name a key and choose its permissions; then its secret, shown this once. */
export function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiKey();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create an API key"
      description="An integration sends it in the X-Api-Key header."
      schema={CreateApiKeyBodySchema}
      defaultValues={{ name: '', permissions: [] as Permission[] }}
      submit={(values) => create.mutateAsync(values)}
      submitLabel="Create key"
      submittingLabel="Creating…"
      failedTitle="The key was not created"
      serverFields={['name', 'permissions']}
      result={{
        title: 'Copy your new API key',
        render: (created, { close }) => <KeySecret apiKey={created} onDone={close} />,
      }}
    >
      {(form) => (
        <>
          <FormField id="key-name" label="Name" hint="Where the key is used, e.g. “CRM sync”." error={form.formState.errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <PermissionsField form={form} />
        </>
      )}
    </FormDialog>
  );
}

function PermissionsField({ form }: { form: SchemaForm<typeof CreateApiKeyBodySchema> }) {
  const error = form.formState.errors.permissions?.message;
  return (
    <fieldset aria-describedby={`key-permissions-hint${error ? ' key-permissions-error' : ''}`}>
      <legend className="text-sm font-medium text-slate-700">Permissions</legend>
      <p id="key-permissions-hint" className="mt-0.5 text-xs text-slate-500">
        Any key can use the API for the organization (conversations, contacts, the suppression list …). These allow more:
      </p>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const toggle = (permission: Permission, on: boolean) =>
            field.onChange(on ? PERMISSIONS.filter((p) => p === permission || chosen.includes(p)) : chosen.filter((p) => p !== permission));
          return (
            <ul className="mt-2 space-y-2">
              {PERMISSIONS.map((permission) => (
                <li key={permission} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
                  <Checkbox
                    id={`permission-${permission}`}
                    checked={chosen.includes(permission)}
                    onCheckedChange={(checked) => toggle(permission, checked === true)}
                    aria-describedby={`permission-${permission}-description`}
                    className="mt-0.5"
                  />
                  <div>
                    <label htmlFor={`permission-${permission}`} className="block font-mono text-sm font-medium text-slate-900">
                      {permission}
                    </label>
                    <p id={`permission-${permission}-description`} className="text-xs text-slate-600">
                      {PERMISSION_DESCRIPTIONS[permission]}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      />
      {error && (
        <p id="key-permissions-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function KeySecret({ apiKey, onDone }: { apiKey: CreatedApiKeyView; onDone: () => void }) {
  return (
    <SecretReveal
      warning={
        <>
          This is the only time the key <span className="font-medium">“{apiKey.name}”</span> is shown: it is stored only as a hash. Copy it
          now and keep it somewhere safe; if it is lost, revoke it and create another.
        </>
      }
      field={{ id: 'api-key-secret', label: 'API key', value: apiKey.key, copyLabel: 'Copy key' }}
      note={`Permissions: ${apiKey.permissions.length === 0 ? 'none beyond the API’s basics' : apiKey.permissions.join(', ')}.`}
      onDone={onDone}
    />
  );
}
