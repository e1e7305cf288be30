import { Link } from '@tanstack/react-router';
import { useBusinessHours } from '../api/get-business-hours';
import { BusinessHoursForm } from './business-hours-form';

/** The business hours, in the organization's time zone (changed on the organization page, not here). */
export function BusinessHoursSection() {
  const { data: hours } = useBusinessHours();
  return (
    <section aria-labelledby="business-hours-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="business-hours-heading" className="text-sm font-semibold text-slate-900">
          Business hours
        </h2>
        <p className="text-xs text-slate-500">
          Time zone <span className="font-medium text-slate-700">{hours.time_zone}</span> ·{' '}
          <Link to="/settings/organization" className="font-medium text-indigo-700 hover:underline">
            change it in Organization
          </Link>
        </p>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        {hours.always_open
          ? 'Always open: every hour counts toward the targets.'
          : 'Policies that count business hours only stop their clocks outside these hours and on holidays.'}
      </p>
      <BusinessHoursForm hours={hours} />
    </section>
  );
}
