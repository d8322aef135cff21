// Sends the contact form and decides which French message explains a failure.
import { ApiError, apiSend } from '@/lib/api';
import type { ContactRequest } from '@/generated/ContactRequest';
import type { ContactResponse } from '@/generated/ContactResponse';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '', website: '' };

export function hasBlankField(values: ContactFormValues): boolean {
  return [values.name, values.email, values.message].some((value) => value.trim() === '');
}

export function sendContactMessage(values: ContactFormValues): Promise<ContactResponse> {
  const body: ContactRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    website: values.website,
  };
  return apiSend<ContactResponse>('POST', '/api/contact', body);
}

/** The server's own French message is shown only for errors the visitor can act on. */
export function serverMessageFor(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) {
    return error.message;
  }
  return null;
}
