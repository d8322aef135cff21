// The site's brand link: the configured logo, or the owner's name when no logo is set.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import { OWNER_NAME } from '@/config/site';

export function Brand({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const logoUrl = site?.settings.identity.logo_url?.trim();

  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('header.homeLink', { owner: OWNER_NAME })}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      {logoUrl ? (
        <img src={logoUrl} alt={OWNER_NAME} className="h-10 w-auto max-w-[11rem] object-contain" height={40} />
      ) : (
        <span className="font-display text-lg font-bold tracking-tight text-sky-950 sm:text-xl">
          {OWNER_NAME}
          <span className="text-amber-500" aria-hidden="true">.</span>
        </span>
      )}
    </Link>
  );
}
