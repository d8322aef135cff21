// The header's social icons: the profiles the owner filled in, each opening in a new tab.
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import { filledSocialLinks, type SocialNetwork } from './socialLinks';

/** The header has room for three networks; the footer lists every filled-in one. */
const HEADER_NETWORKS: readonly SocialNetwork[] = ['linkedin', 'twitter', 'instagram'];

interface HeaderSocialProps {
  /** Called after any icon is used, so the mobile menu can close. */
  onChoice?: () => void;
}

export function HeaderSocial({ onChoice }: HeaderSocialProps) {
  const { t } = useTranslation();
  const { site } = useSite();
  const links = filledSocialLinks(site?.settings.social).filter(({ network }) => HEADER_NETWORKS.includes(network));
  if (links.length === 0) return null;

  return (
    <ul className="flex items-center gap-1">
      {links.map(({ network, url, Icon }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="icon-button"
            aria-label={t('social.newTab', { network: t(`social.${network}`) })}
            onClick={onChoice}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
