import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { isAdmin } from '../../settings/settings-pages';
import { useOrganization } from '../api/get-organization';
import { OrganizationForm } from './organization-form';

/** The organization's name and time zone: everyone reads them, owners and admins change them. */
export function OrganizationPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: organization } = useOrganization();
  const canChange = isAdmin(session);
  return (
    <section aria-labelledby="organization-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="organization-heading" className="mb-4 text-sm font-semibold text-slate-900">
        Details
      </h2>
      {!canChange && (
        <p role="status" className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Only owners and admins can change the organization’s name and time zone.
        </p>
      )}
      <OrganizationForm organization={organization} canChange={canChange} />
    </section>
  );
}
