// Reads the editable texts of the back-office: a blank field counts as not written.
export function textOr(value: string | null | undefined, fallback: string): string {
  return filledText(value) || fallback;
}

/** The text trimmed, or '' when the field was left blank. */
export function filledText(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/**
 * The alternative text of a section's image: the one the owner wrote, else the description of the site's built-in
 * illustration while that is the image shown; an image of his own left undescribed is decorative.
 */
export function imageAlt(
  imageUrl: string | null | undefined,
  ownAlt: string | null | undefined,
  builtIn: { url: string; alt: string },
): string {
  const own = filledText(ownAlt);
  if (own) return own;
  const url = filledText(imageUrl);
  return !url || url === builtIn.url ? builtIn.alt : '';
}
