// The site's brand link: the configured logo, or the owner's name (else the site title) when no logo is set.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import { useOwner } from '@/app/useOwner';

export function Brand({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const owner = useOwner();
  const logoUrl = site?.settings.identity.logo_url?.trim();
  const name = owner.displayName;

  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={name ? t('header.homeLink', { owner: name }) : t('header.homeLinkPlain')}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      {logoUrl ? (
        <img src={logoUrl} alt={name} className="h-10 w-auto max-w-[11rem] object-contain" height={40} />
      ) : (
        name && (
          <span className="font-display text-lg font-bold tracking-tight text-sky-950 sm:text-xl">
            {name}
            <span className="text-amber-500" aria-hidden="true">
              .
            </span>
          </span>
        )
      )}
    </Link>
  );
}
