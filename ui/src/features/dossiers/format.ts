// French renderings the dossier screens need beyond plain dates: sizes in o/Ko/Mo and date with time.
const frenchDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export type SizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

/** Splits a byte count into a French number and the unit key of the `sizes` texts. */
export function sizeParts(bytes: number): { value: string; unit: SizeUnit } {
  if (bytes < 1024) return { value: String(bytes), unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: oneDecimal.format(bytes / 1024), unit: 'kilobytes' };
  return { value: oneDecimal.format(bytes / (1024 * 1024)), unit: 'megabytes' };
}

/** "8 août 2025 à 14:05"; an empty string when the value is not a date. */
export function formatFrenchDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : frenchDateTime.format(date);
}
