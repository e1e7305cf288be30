import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Skeleton } from '../components/ui/skeleton';
import { ErrorState } from '../components/ui/state-panel';
import { agentsQueryOptions } from '../features/agents/api/get-agents';
import { channelsQueryOptions } from '../features/channels/api/get-channels';
import { reportOverviewQueryOptions } from '../features/reports/api/get-overview';
import { reportVolumeQueryOptions } from '../features/reports/api/get-volume';
import { ReportsForAdmins, ReportsFrame } from '../features/reports/components/reports-frame';
import { ReportsPage } from '../features/reports/components/reports-page';
import { previousPeriod, todayIn } from '../features/reports/period';
import { canReadReports } from '../features/reports/report-access';
import { reportSearchSchema, type ReportSearch } from '../features/reports/report-search';
import { resolveReportView } from '../features/reports/report-view';
import { sessionQueryOptions } from '../features/session/api/session';

// Reports (owners and admins; an agent is told why not). The period, filters and chart choices are in the address,
// so a report can be bookmarked. The page and its chart library load only when it is opened (vite.config.ts).
export const Route = createFileRoute('/_app/reports')({
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, session }, deps }) => {
    if (!canReadReports(session)) return;
    const view = resolveReportView(deps, todayIn(session.organization.timezone));
    await Promise.all([
      queryClient.ensureQueryData(reportOverviewQueryOptions(view.filters)),
      queryClient.ensureQueryData(reportOverviewQueryOptions({ ...view.filters, ...previousPeriod(view.period) })),
      queryClient.ensureQueryData(reportVolumeQueryOptions(view.volume)),
      queryClient.ensureQueryData(channelsQueryOptions()),
      queryClient.ensureQueryData(agentsQueryOptions()),
    ]);
  },
  pendingComponent: ReportsPending,
  errorComponent: ReportsError,
  component: ReportsRoute,
});

function ReportsRoute() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  return (
    <ReportsFrame>
      {canReadReports(session) ? (
        <ReportsContent timeZone={session.organization.timezone} />
      ) : (
        <ReportsForAdmins organization={session.organization.name} />
      )}
    </ReportsFrame>
  );
}

function ReportsContent({ timeZone }: { timeZone: string }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: channels } = useSuspenseQuery(channelsQueryOptions());
  const { data: agents } = useSuspenseQuery(agentsQueryOptions());
  const today = todayIn(timeZone);
  const onSearch = (change: Partial<ReportSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  return (
    <ReportsPage
      view={resolveReportView(search, today)}
      today={today}
      timeZone={timeZone}
      channels={channels.map(({ id, name }) => ({ id, name }))}
      agents={agents.map(({ id, name }) => ({ id, name }))}
      onSearch={onSearch}
    />
  );
}

function ReportsPending() {
  return (
    <ReportsFrame>
      <div role="status" className="space-y-6">
        <span className="sr-only">Loading the reports…</span>
        <Skeleton className="h-28 w-full rounded-lg" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-lg" />
          ))}
        </div>
        <Skeleton className="h-96 w-full rounded-lg" />
      </div>
    </ReportsFrame>
  );
}

function ReportsError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ReportsFrame>
      <ErrorState
        title="Couldn’t load the reports"
        message={error instanceof Error ? error.message : 'Something went wrong.'}
        onRetry={() => void router.invalidate()}
      />
      {/* A bookmark may name a mailbox or agent that is gone (the server says so): the default report still opens. */}
      <p className="mt-3 text-sm">
        <Link to="/reports" search={{}} className="font-medium text-indigo-700 underline">
          Open the last 7 days of the whole inbox
        </Link>
      </p>
    </ReportsFrame>
  );
}
