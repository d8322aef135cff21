// Responsive images for uploads: the server stores every public image as
// `/media/images/<id>-<width>.webp`, so any one address yields the image's srcset.
// An image narrower than the largest width has that width in its id (`<hex>x<largest>`):
// its variants are the standard widths below it, then itself.
const VARIANT = /^\/media\/images\/([0-9a-f]+(?:x(\d+))?)-(\d+)\.webp$/;

/** The widths the server produces for an uploaded public image at least this wide. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The true widths stored for an image whose largest variant is `largest` pixels wide. */
function widthsUpTo(largest: number): number[] {
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

/** A `srcset` for an uploaded image's address, or undefined for any other address. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const match = url ? VARIANT.exec(url) : null;
  if (!match) return undefined;
  const [, id, largest] = match;
  const widths = largest ? widthsUpTo(Number(largest)) : [...VARIANT_WIDTHS];
  return widths.map((width) => `/media/images/${id}-${width}.webp ${width}w`).join(', ');
}
