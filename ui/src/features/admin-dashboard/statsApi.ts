// Loads the dashboard's live figures from the server.
import { apiGet } from '@/lib/api';
import type { AdminStats } from '@/generated/AdminStats';

export function fetchStats(): Promise<AdminStats> {
  return apiGet<AdminStats>('/api/admin/stats');
}
