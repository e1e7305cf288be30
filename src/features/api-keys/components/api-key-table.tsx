import { CircleX, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey } from '#contract/api-keys';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-panel';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { ZonedTimeWrapping } from '../../../components/ui/zoned-time-wrapping';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { PERMISSION_DESCRIPTIONS } from '../permission-descriptions';

/** The list's heading: focus goes there when a revoked key's row goes away. */
export const KEYS_HEADING_ID = 'keys-heading';

/** The keys in use: what each may do, who made it, when it was last used; revoking after confirmation. */
export function ApiKeyTable({ keys, timeZone }: { keys: ApiKey[]; timeZone: string }) {
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const focus = useFocusReturn();

  if (keys.length === 0) {
    return (
      <EmptyState icon={<KeyRound aria-hidden="true" className="size-5" />} title="No API keys">
        Create a key for each integration that calls the API, so you can revoke one without disturbing the others.
      </EmptyState>
    );
  }

  const confirmRevoke = (key: ApiKey) =>
    revoke.mutate(key, {
      onSuccess: () =>
        toast.show({ title: `Key “${key.name}” revoked`, description: 'Requests with it are refused from now on.', tone: 'success' }),
      onError: (error) => toast.show({ title: 'The key was not revoked', description: error.message, tone: 'error' }),
    });

  return (
    <>
      <Table caption="API keys">
        <TableHead>
          <Th>Name</Th>
          <Th>Permissions</Th>
          <Th>Created</Th>
          <Th>Last used</Th>
          <Th className="w-24">
            <span className="sr-only">Actions</span>
          </Th>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <Tr key={key.id}>
              <RowHeader>
                {/* Breaks a long name rather than pushing the actions out of a narrow window. */}
                <span className="block min-w-32 font-medium wrap-anywhere text-slate-900">{key.name}</span>
                <span className="block font-mono text-xs text-slate-500">
                  <span className="sr-only">Starts with </span>
                  {key.prefix}…
                </span>
              </RowHeader>
              <Td>
                {key.permissions.length === 0 ? (
                  <span className="text-slate-500">None</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {key.permissions.map((permission) => (
                      <Badge key={permission} tone="indigo" title={PERMISSION_DESCRIPTIONS[permission]} className="font-mono">
                        {permission}
                      </Badge>
                    ))}
                  </span>
                )}
              </Td>
              <Td>
                <ZonedTimeWrapping iso={key.created} timeZone={timeZone} className="block" />
                {key.created_by && <span className="block text-xs text-slate-500">by {key.created_by.name}</span>}
              </Td>
              <Td>
                {key.last_used_at ? (
                  <ZonedTimeWrapping iso={key.last_used_at} timeZone={timeZone} />
                ) : (
                  <span className="text-slate-500">Never</span>
                )}
              </Td>
              <Td className="text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke the key ${key.name}`}
                  onClick={() => {
                    focus.remember();
                    setRevoking(key);
                  }}
                >
                  <CircleX aria-hidden="true" className="size-4" />
                  Revoke
                </Button>
              </Td>
            </Tr>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRevoking(null);
          focus.restore();
        }}
        title={`Revoke the key “${revoking?.name ?? ''}”?`}
        description="Every request made with it is refused at once. Integrations that use it stop working until they get a new key."
        confirmLabel="Revoke key"
        destructive
        onConfirm={() => {
          if (!revoking) return;
          confirmRevoke(revoking);
          focus.restore(document.getElementById(KEYS_HEADING_ID));
        }}
      />
    </>
  );
}
