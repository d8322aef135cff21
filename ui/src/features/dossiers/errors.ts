// What a failed dossier request tells the person: the server's own French message for every refusal,
// including a full server disk (507), which the generic helper would hide behind a vague fallback.
import { ApiError } from '@/lib/api';
import { messageOf } from '@/lib/formErrors';

export function dossierErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'insufficient_storage' && error.message) return error.message;
  return messageOf(error, fallback);
}
