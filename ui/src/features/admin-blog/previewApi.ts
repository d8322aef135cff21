// An article's private preview link on the server: whether one is live, a new one (its address shown once), revoking.
import { apiGet, apiSend } from '@/lib/api';
import type { NewPreviewLink } from '@/generated/NewPreviewLink';
import type { PreviewLinkRequest } from '@/generated/PreviewLinkRequest';
import type { PreviewLinkState } from '@/generated/PreviewLinkState';

/** Where the owner reads his own preview of an article, in a new tab. */
export function ownPreviewPath(postId: number): string {
  return `/admin/apercu/${postId}`;
}

export function fetchPreviewLink(postId: number): Promise<PreviewLinkState> {
  return apiGet<PreviewLinkState>(`/api/admin/posts/${postId}/preview-link`);
}

export function createPreviewLink(postId: number, days: number): Promise<NewPreviewLink> {
  const body: PreviewLinkRequest = { days };
  return apiSend<NewPreviewLink>('POST', `/api/admin/posts/${postId}/preview-link`, body);
}

export function revokePreviewLink(postId: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/admin/posts/${postId}/preview-link`);
}
