// Sample media library entries for screen tests: one image used in an article and the settings, one used nowhere.
import type { LibraryImage } from '@/generated/LibraryImage';
import type { MediaList } from '@/generated/MediaList';

const KEY = '0123456789abcdef0123456789abcdef';

export const USED_IMAGE: LibraryImage = {
  id: 7,
  image_key: KEY,
  file_name: 'Plage de Moroni.jpg',
  alt_text: 'Le lagon au coucher du soleil',
  width: 2000,
  height: 1000,
  bytes: 245_760,
  created_at: '2026-03-02T10:00:00Z',
  url: `/media/images/${KEY}-1600.webp`,
  thumbnail_url: `/media/images/${KEY}-480.webp`,
  used_in: [{ kind: 'article', id: 3, title: 'Un voyage' }, { kind: 'settings' }],
};

export const FREE_IMAGE: LibraryImage = {
  ...USED_IMAGE,
  id: 8,
  image_key: 'fedcba9876543210fedcba9876543210x700',
  file_name: '',
  alt_text: '',
  width: 700,
  height: 400,
  url: '/media/images/fedcba9876543210fedcba9876543210x700-700.webp',
  thumbnail_url: '/media/images/fedcba9876543210fedcba9876543210x700-480.webp',
  used_in: [],
};

export function mediaList(images: LibraryImage[], total = images.length): MediaList {
  return { images, total, page_size: 48 };
}
