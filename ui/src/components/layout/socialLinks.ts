// Which social networks of the settings are shown, with their label key and icon.
import type { ComponentType, SVGProps } from 'react';
import { Globe } from 'lucide-react';
import type { SocialSettings } from '@/generated/SocialSettings';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/components/icons/BrandIcons';

export type SocialNetwork = keyof SocialSettings;

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  twitter: XIcon,
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  wanzani: Globe,
};

const FOOTER_ORDER: SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram', 'wanzani'];

/** Networks whose address is filled in, in a stable order. */
export function filledSocialLinks(social: SocialSettings | undefined): SocialLink[] {
  if (!social) return [];
  return FOOTER_ORDER.flatMap((network) => {
    const url = social[network]?.trim();
    return url ? [{ network, url, Icon: SOCIAL_ICONS[network] }] : [];
  });
}
