import { describe, expect, it } from 'vitest';
import { imageAlt } from './content';

const BUILT_IN = { url: '/images/hero.svg', alt: 'Illustration abstraite' };

describe('imageAlt', () => {
  it('uses the description the owner wrote', () => {
    expect(imageAlt('/media/images/ab12-960.webp', '  Moi devant le port de Moroni ', BUILT_IN)).toBe(
      'Moi devant le port de Moroni',
    );
  });

  it('describes the built-in illustration while it is the image shown', () => {
    expect(imageAlt('', '', BUILT_IN)).toBe('Illustration abstraite');
    expect(imageAlt(null, undefined, BUILT_IN)).toBe('Illustration abstraite');
    expect(imageAlt(' /images/hero.svg ', ' ', BUILT_IN)).toBe('Illustration abstraite');
  });

  it("never gives the owner's own image the illustration's description", () => {
    expect(imageAlt('/media/images/ab12-960.webp', '', BUILT_IN)).toBe('');
  });
});
