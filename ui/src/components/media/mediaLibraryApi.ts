// The media library's routes as the back-office calls them: a searched page of images, an image's alternative text,
// and deletion (refused while in use unless the owner confirmed it may disappear from where it shows).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import type { LibraryImage } from '@/generated/LibraryImage';
import type { MediaImageResponse } from '@/generated/MediaImageResponse';
import type { MediaList } from '@/generated/MediaList';

export const MEDIA_PATH = '/api/admin/media';
export const MEDIA_KEY = ['admin', 'media'] as const;

export interface MediaQuery {
  search: string;
  page: number;
}

function queryString({ search, page }: MediaQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useMediaLibrary(query: MediaQuery) {
  return useQuery({
    queryKey: [...MEDIA_KEY, query],
    queryFn: () => apiGet<MediaList>(`${MEDIA_PATH}${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** After an upload elsewhere (a cover, a logo), the library is read again when next shown. */
export function useMediaLibraryChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
}

export function useUpdateAltText() {
  const changed = useMediaLibraryChanged();
  return useMutation({
    mutationFn: ({ id, altText }: { id: number; altText: string }) =>
      apiSend<MediaImageResponse>('PATCH', `${MEDIA_PATH}/${id}`, { alt_text: altText }),
    onSuccess: changed,
  });
}

export function useDeleteImage() {
  const changed = useMediaLibraryChanged();
  return useMutation({
    mutationFn: (image: LibraryImage) =>
      apiSend<void>('DELETE', `${MEDIA_PATH}/${image.id}${image.used_in.length > 0 ? '?remove_from_places=true' : ''}`),
    onSuccess: changed,
  });
}

/** The variant of `image` to show at about `width` pixels: the largest one not wider, or the smallest. */
export function variantUrl(image: LibraryImage, width: number): string {
  if (image.width <= width) return image.url;
  return `/media/images/${image.image_key}-${width}.webp`;
}
