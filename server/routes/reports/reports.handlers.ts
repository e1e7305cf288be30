import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { reportOverview } from '../../domain/reports/overview.ts';
import { overviewCsv, volumeCsv } from '../../domain/reports/report-csv.ts';
import { reportScope } from '../../domain/reports/report-scope.ts';
import { reportVolume } from '../../domain/reports/volume.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './reports.routes.ts';

const READ = 'read the reports';

/** A CSV download: the file name says what and which days (ASCII by construction). */
const csvResponse = (c: Context<AppEnv>, name: string, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.csv"`,
    'Cache-Control': 'private, no-store',
  });

export const reportOverviewHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.reportOverviewRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, READ);
    const query = c.req.valid('query');
    const scope = await reportScope(db, principal.organizationId, query, now());
    const report = await reportOverview(db, principal.organizationId, scope);
    if (query.format === 'csv') return csvResponse(c, `overview-${query.table}-${scope.from}-${scope.to}`, overviewCsv(report, query.table));
    return c.json(report, 200);
  };

export const reportVolumeHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.reportVolumeRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, READ);
    const query = c.req.valid('query');
    const scope = await reportScope(db, principal.organizationId, query, now());
    const report = await reportVolume(db, scope, query);
    if (query.format === 'csv') return csvResponse(c, `volume-${query.interval}-${query.group_by}-${scope.from}-${scope.to}`, volumeCsv(report));
    return c.json(report, 200);
  };
