// The owner's facts as the super_admin set them in the settings, with what to show when one is empty.
import { useSite } from './SiteProvider';

export interface Owner {
  /** The owner's name as typed; empty when not set. */
  name: string;
  /** What names the site where a name must appear: the owner's name, else the site title. */
  displayName: string;
  tagline: string;
  portraitUrl: string;
  email: string;
  phone: string;
  /** The WhatsApp chat link built from the international phone number, empty without one. */
  whatsappUrl: string;
}

/**
 * `https://wa.me/` takes the international number as digits only: the "+" or "00" and any "(0)" trunk prefix go.
 * A number not in international form (the server refuses those) gives no link rather than a wrong one.
 */
export function whatsappUrlFor(phone: string): string {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') ? trimmed.slice(1) : trimmed.startsWith('00') ? trimmed.slice(2) : null;
  if (international === null) return '';
  const digits = international.replace(/\(0\)/g, '').replace(/\D/g, '');
  return digits && !digits.startsWith('0') ? `https://wa.me/${digits}` : '';
}

export function useOwner(): Owner {
  const { site } = useSite();
  const identity = site?.settings.identity;
  const name = identity?.owner_name?.trim() ?? '';
  const phone = identity?.phone?.trim() ?? '';
  return {
    name,
    displayName: name || site?.settings.seo.title?.trim() || '',
    tagline: identity?.tagline?.trim() ?? '',
    portraitUrl: identity?.portrait_url?.trim() ?? '',
    email: identity?.contact_email?.trim() ?? '',
    phone,
    whatsappUrl: whatsappUrlFor(phone),
  };
}
