// French renderings the dossier screens need beyond dates: sizes in o/Ko/Mo.
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export type SizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

/** Splits a byte count into a French number and the unit key of the `sizes` texts. */
export function sizeParts(bytes: number): { value: string; unit: SizeUnit } {
  if (bytes < 1024) return { value: String(bytes), unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: oneDecimal.format(bytes / 1024), unit: 'kilobytes' };
  return { value: oneDecimal.format(bytes / (1024 * 1024)), unit: 'megabytes' };
}
