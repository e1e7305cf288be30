import type { OVERVIEW_CSV_TABLES } from '#contract/reports';
import { apiUrl } from '../../../lib/api-client';
import { reportQuery, type ReportFilters, type VolumeFilters } from './report-keys';

// The CSV files are the same reports with `format=csv`: plain links (the browser downloads them with the session
// cookie), so the file holds exactly what the page shows, with its filters.

export type OverviewCsvTable = (typeof OVERVIEW_CSV_TABLES)[number];

export function overviewCsvUrl(filters: ReportFilters, table: OverviewCsvTable): string {
  return apiUrl('/reports/overview', { ...reportQuery(filters), format: 'csv', table });
}

export function volumeCsvUrl(filters: VolumeFilters): string {
  return apiUrl('/reports/volume', { ...reportQuery(filters), format: 'csv' });
}
