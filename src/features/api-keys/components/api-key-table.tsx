import { CircleX, KeyRound } from 'lucide-react';
import type { ApiKey } from '#contract/api-keys';
import { RowActionsTable } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { PERMISSION_DESCRIPTIONS } from '../permission-descriptions';

/** The list's heading: focus goes there when a revoked key's row goes away. */
export const KEYS_HEADING_ID = 'keys-heading';

/** The keys in use: what each may do, who made it, when it was last used; revoking after confirmation. */
export function ApiKeyTable({ keys, timeZone }: { keys: ApiKey[]; timeZone: string }) {
  const revoke = useRevokeApiKey();
  return (
    <RowActionsTable
      caption="API keys"
      rows={keys}
      empty={{
        icon: KeyRound,
        title: 'No API keys',
        body: 'Create a key for each integration that calls the API, so you can revoke one without disturbing the others.',
      }}
      columns={[
        {
          header: 'Name',
          cell: (key) => (
            <>
              {/* Breaks a long name rather than pushing the actions out of a narrow window. */}
              <span className="block min-w-32 font-medium wrap-anywhere text-slate-900">{key.name}</span>
              <span className="block font-mono text-xs text-slate-500">
                <span className="sr-only">Starts with </span>
                {key.prefix}…
              </span>
              {/* Below xl there is no room for the Last used column: it goes under the name. */}
              <span className="block text-xs text-slate-500 xl:hidden">
                {key.last_used_at ? (
                  <>
                    Last used <ZonedTimeWrapping iso={key.last_used_at} timeZone={timeZone} />
                  </>
                ) : (
                  'Never used'
                )}
              </span>
            </>
          ),
        },
        {
          header: 'Permissions',
          cell: (key) =>
            key.permissions.length === 0 ? (
              <span className="text-slate-500">None</span>
            ) : (
              <span className="flex flex-wrap gap-1">
                {key.permissions.map((permission) => (
                  <Badge key={permission} tone="indigo" title={PERMISSION_DESCRIPTIONS[permission]} className="font-mono">
                    {permission}
                  </Badge>
                ))}
              </span>
            ),
        },
        {
          header: 'Created',
          cell: (key) => (
            <>
              <ZonedTimeWrapping iso={key.created} timeZone={timeZone} className="block" />
              {key.created_by && <span className="block text-xs text-slate-500">by {key.created_by.name}</span>}
            </>
          ),
        },
        {
          header: 'Last used',
          headerClassName: 'hidden xl:table-cell',
          cellClassName: 'hidden xl:table-cell',
          cell: (key) =>
            key.last_used_at ? (
              <ZonedTimeWrapping iso={key.last_used_at} timeZone={timeZone} />
            ) : (
              <span className="text-slate-500">Never</span>
            ),
        },
      ]}
      actionsClassName="w-24"
      actions={(key) => [
        {
          label: 'Revoke',
          name: `Revoke the key ${key.name}`,
          icon: CircleX,
          confirm: {
            title: `Revoke the key “${key.name}”?`,
            description: 'Every request made with it is refused at once. Integrations that use it stop working until they get a new key.',
            confirmLabel: 'Revoke key',
            destructive: true,
            run: () => revoke.mutateAsync(key),
            done: {
              title: `Key “${key.name}” revoked`,
              description: 'Requests with it are refused from now on.',
            },
            failed: 'The key was not revoked',
            focusAfter: KEYS_HEADING_ID,
          },
        },
      ]}
    />
  );
}
