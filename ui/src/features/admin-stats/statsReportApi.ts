// The statistics report of a period, and the address of its CSV download.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { StatsReport } from '@/generated/StatsReport';
import type { Period } from './period';

function query(period: Period): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}

export function reportCsvUrl(period: Period): string {
  return `/api/admin/stats/report.csv?${query(period)}`;
}

export function useStatsReport(period: Period) {
  return useQuery({
    queryKey: ['admin', 'stats', 'report', period.from, period.to],
    queryFn: () => apiGet<StatsReport>(`/api/admin/stats/report?${query(period)}`),
    // The figures of another period stay on screen while the new ones load.
    placeholderData: (previous) => previous,
  });
}
