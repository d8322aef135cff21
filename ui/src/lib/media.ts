// Responsive images for uploads: the server stores every public image as
// `/media/images/<id>-<width>.webp` at fixed widths, so any such address yields its srcset.
const VARIANT = /^\/media\/images\/([0-9a-f]+)-(\d+)\.webp$/;

/** The widths the server produces for every uploaded public image. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** A `srcset` for an uploaded image's address, or undefined for any other address. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const match = url ? VARIANT.exec(url) : null;
  if (!match) return undefined;
  const id = match[1];
  return VARIANT_WIDTHS.map((width) => `/media/images/${id}-${width}.webp ${width}w`).join(', ');
}
