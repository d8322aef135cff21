// The header's social icons: two profile links and the photo-sharing icon that is not offered yet.
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import { toast } from '@/lib/toast';
import { InstagramIcon } from '@/components/icons/BrandIcons';
import { SOCIAL_ICONS, type SocialNetwork } from './socialLinks';

const HEADER_PROFILES: SocialNetwork[] = ['linkedin', 'twitter'];

interface HeaderSocialProps {
  /** Called after any icon is used, so the mobile menu can close. */
  onChoice?: () => void;
}

export function HeaderSocial({ onChoice }: HeaderSocialProps) {
  const { t } = useTranslation();
  const { site } = useSite();

  function showNotImplemented() {
    toast({ title: t('notImplemented.title'), description: t('notImplemented.description') });
    onChoice?.();
  }

  return (
    <ul className="flex items-center gap-1">
      {HEADER_PROFILES.map((network) => {
        const url = site?.settings.social[network]?.trim();
        if (!url) return null;
        const Icon = SOCIAL_ICONS[network];
        return (
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
        );
      })}
      <li>
        <button
          type="button"
          className="icon-button"
          aria-label={t('social.instagram')}
          onClick={showNotImplemented}
        >
          <InstagramIcon className="size-5" />
        </button>
      </li>
    </ul>
  );
}
