// Reads and saves the editable texts and images of the home and activities pages.
import { apiGet, apiSend } from '@/lib/api';
import type { SiteContent } from '@/generated/SiteContent';

export function fetchContent(): Promise<SiteContent> {
  return apiGet<SiteContent>('/api/admin/content');
}

export function saveContent(content: SiteContent): Promise<SiteContent> {
  return apiSend<SiteContent>('PUT', '/api/admin/content', content);
}
