// The contact form's fields and the request that sends it.
import { apiSend } from '@/lib/api';
import type { ContactRequest } from '@/generated/ContactRequest';
import type { ContactResponse } from '@/generated/ContactResponse';
import type { Lang } from '@/generated/Lang';

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

/** Sends the message; `lang`, the language the visitor reads the site in, is kept with his contact. */
export function sendContactMessage(values: ContactFormValues, lang?: Lang): Promise<ContactResponse> {
  const body: ContactRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    website: values.website,
    lang,
  };
  return apiSend<ContactResponse>('POST', '/api/contact', body);
}
