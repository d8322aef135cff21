// Sample back-office posts shared by the blog administration tests.
import type { AdminPost } from '@/generated/AdminPost';

export function adminPost(id: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id,
    slug: `article-${id}`,
    title: `Article numéro ${id}`,
    excerpt: `Résumé de l'article ${id}`,
    category: 'Stratégie',
    content_html: '',
    content_json: null,
    published_at: '2025-08-08T12:00:00Z',
    read_time_minutes: 3,
    cover_image: null,
    thumbnail_url: null,
    author_name: null,
    author_bio: null,
    created_at: '2025-08-01T09:00:00Z',
    updated_at: '2025-08-01T09:00:00Z',
    ...overrides,
  };
}
