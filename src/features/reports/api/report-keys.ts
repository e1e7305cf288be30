import type { QueryParams } from '../../../lib/api-client';
import type { VolumeGroup, VolumeInterval } from '../../../lib/contract-constants';

// Query keys of the reports. A report is read, never written here: nothing invalidates them but time (staleTime).

/** The filters every report takes: whole days in the organization's time zone, and optional narrowing. */
export interface ReportFilters {
  from: string;
  to: string;
  channel_id?: number;
  tag?: string;
  agent_id?: number;
}

export interface VolumeFilters extends ReportFilters {
  interval: VolumeInterval;
  group_by: VolumeGroup;
}

export const reportKeys = {
  all: ['reports'] as const,
  overview: (filters: ReportFilters) => [...reportKeys.all, 'overview', filters] as const,
  volume: (filters: VolumeFilters) => [...reportKeys.all, 'volume', filters] as const,
};

/** The filters as query parameters (undefined ones are left out of the address). */
export function reportQuery(filters: ReportFilters | VolumeFilters): QueryParams {
  return { ...filters };
}
