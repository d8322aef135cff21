// Confirming an address with a mailed link's token (asking for a new link lives with the promoter's banner).
import { apiSend } from '@/lib/api';
import type { EmailConfirmationRequest } from '@/generated/EmailConfirmationRequest';

export function confirmEmail(token: string): Promise<void> {
  const body: EmailConfirmationRequest = { token };
  return apiSend<void>('POST', '/api/auth/confirm-email', body);
}
