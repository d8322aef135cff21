import { describe, expect, it } from 'vitest';
import { srcSetFor } from './media';

describe('srcSetFor', () => {
  it('lists every variant of an uploaded image', () => {
    expect(srcSetFor('/media/images/ab12-1600.webp')).toBe(
      '/media/images/ab12-480.webp 480w, /media/images/ab12-960.webp 960w, /media/images/ab12-1600.webp 1600w',
    );
  });

  it('lists only the true widths of an image narrower than the largest', () => {
    expect(srcSetFor('/media/images/ab12x1200-960.webp')).toBe(
      '/media/images/ab12x1200-480.webp 480w, /media/images/ab12x1200-960.webp 960w, /media/images/ab12x1200-1200.webp 1200w',
    );
    expect(srcSetFor('/media/images/ab12x200-200.webp')).toBe('/media/images/ab12x200-200.webp 200w');
  });

  it('leaves other addresses alone', () => {
    expect(srcSetFor('/images/demo/post-1.svg')).toBeUndefined();
    expect(srcSetFor('https://exemple.km/media/images/ab12-480.webp')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});
