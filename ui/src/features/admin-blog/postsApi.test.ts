// Checks the category picker's list: each category once, sorted the French way.
import { describe, expect, it } from 'vitest';
import { adminPost } from '@/test/fixtures';
import { categoriesOf } from './postsApi';

describe('categories in use', () => {
  it('lists each category once, accents sorted as in French', () => {
    const posts = [
      adminPost(1, { category: 'Tourisme' }),
      adminPost(2, { category: ' Économie bleue ' }),
      adminPost(3, { category: null }),
      adminPost(4, { category: 'Tourisme' }),
      adminPost(5, { category: 'Agriculture' }),
    ];
    expect(categoriesOf(posts)).toEqual(['Agriculture', 'Économie bleue', 'Tourisme']);
  });
});
