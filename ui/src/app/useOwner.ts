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
  /** The WhatsApp chat link built from the phone digits, empty without a phone. */
  whatsappUrl: string;
}

/** `https://wa.me/` takes the international number as digits only. */
export function whatsappUrlFor(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
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
