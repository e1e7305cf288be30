import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyTable, KEYS_HEADING_ID } from './api-key-table';

/** The keys of the organization (owners and admins: the route's frame shows this to no one else). */
export function ApiKeysPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: keys } = useApiKeys();
  const timeZone = session.organization.timezone;
  return (
    <section aria-labelledby="keys-heading">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={KEYS_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
          Keys in use <span className="font-normal text-slate-500">({keys.length})</span>
        </h2>
        <p className="text-xs text-slate-500">Times in {timeZone}</p>
      </div>
      <ApiKeyTable keys={keys} timeZone={timeZone} />
    </section>
  );
}
