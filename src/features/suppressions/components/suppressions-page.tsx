import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { isAdmin } from '../../settings/settings-pages';
import { useSuppressions } from '../api/list-suppressions';
import type { SuppressionOrder } from '../api/suppression-keys';
import { AddSuppressionForm } from './add-suppression-form';
import { SUPPRESSED_HEADING_ID, SuppressionTable } from './suppression-table';
import { ListHeading } from '../../settings/list-heading';

/** The suppression list: the form to add an entry above the sorted entries. */
export function SuppressionsPage({ order, onSort }: { order: SuppressionOrder; onSort: (column: SuppressionOrder['order_by']) => void }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: entries } = useSuppressions(order);
  const timeZone = session.organization.timezone;
  return (
    <div className="space-y-6">
      <section aria-labelledby="suppress-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="suppress-heading" className="mb-3 text-sm font-semibold text-slate-900">
          Suppress an address or domain
        </h2>
        <AddSuppressionForm />
      </section>
      <section aria-labelledby="suppressed-heading">
        <ListHeading id={SUPPRESSED_HEADING_ID} title="Suppressed" count={entries.length} timeZone={timeZone} />
        <SuppressionTable entries={entries} order={order} onSort={onSort} canRemove={isAdmin(session)} timeZone={timeZone} />
        {!isAdmin(session) && entries.length > 0 && (
          <p className="mt-3 text-xs text-slate-500">
            Only owners and admins can remove entries: lifting a block lets a sender back in for everyone.
          </p>
        )}
      </section>
    </div>
  );
}
