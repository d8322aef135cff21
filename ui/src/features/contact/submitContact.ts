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

export type ContactField = 'name' | 'email' | 'message';

/** The fields in the order they appear, which is also the order focus looks for the first one to fix. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export function blankFields(values: ContactFormValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '');
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
