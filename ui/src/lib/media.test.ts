import { describe, expect, it } from 'vitest';
import { srcSetFor } from './media';

describe('srcSetFor', () => {
  it('lists every variant of an uploaded image', () => {
    expect(srcSetFor('/media/images/ab12-1600.webp')).toBe(
      '/media/images/ab12-480.webp 480w, /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w',
    );
  });

  it('leaves other addresses alone', () => {
    expect(srcSetFor('/images/demo/post-1.svg')).toBeUndefined();
    expect(srcSetFor('https://exemple.km/media/images/ab12-480.webp')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});
