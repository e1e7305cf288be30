import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyTable, KEYS_HEADING_ID } from './api-key-table';
import { ListHeading } from '../../settings/list-heading';

/** The keys of the organization (owners and admins: the route's frame shows this to no one else). */
export function ApiKeysPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: keys } = useApiKeys();
  const timeZone = session.organization.timezone;
  return (
    <section aria-labelledby="keys-heading">
      <ListHeading id={KEYS_HEADING_ID} title="Keys in use" count={keys.length} timeZone={timeZone} />
      <ApiKeyTable keys={keys} timeZone={timeZone} />
    </section>
  );
}
