// Reads the editable texts of the back-office: a blank field counts as not written.
export function textOr(value: string | null | undefined, fallback: string): string {
  return filledText(value) || fallback;
}

/** The text trimmed, or '' when the field was left blank. */
export function filledText(value: string | null | undefined): string {
  return value?.trim() ?? '';
}
