// The public footer: who the owner is, site links, the ways to reach him he filled in, and his social profiles.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AtSign, Mail, Rss } from 'lucide-react';
import { useSite } from '@/app/SiteProvider';
import { useContactDialog } from '@/lib/contactDialog';
import { WhatsAppIcon } from '@/components/icons/BrandIcons';
import { useOwner } from '@/app/useOwner';
import { FOOTER_NAV } from './navigation';
import { filledSocialLinks } from './socialLinks';

const columnTitle = 'font-display text-lg font-semibold text-white';
const footerLink = 'rounded text-sky-100 transition hover:text-amber-300';

export function Footer() {
  const { t } = useTranslation();
  const { site } = useSite();
  const contact = useContactDialog();
  const socialLinks = filledSocialLinks(site?.settings.social);
  const owner = useOwner();

  return (
    <footer className="bg-sky-950 text-sky-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {owner.displayName ? (
          <section aria-labelledby="footer-owner">
            <h2 id="footer-owner" className="font-display text-2xl font-semibold text-white">
              {owner.displayName}
            </h2>
            {owner.tagline && <p className="mt-4 leading-relaxed text-sky-100">{owner.tagline}</p>}
          </section>
        ) : (
          <div />
        )}

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={columnTitle}>
            {t('footer.linksTitle')}
          </h2>
          <ul className="mt-4 space-y-2">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={columnTitle}>
            {t('footer.contactTitle')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <button type="button" onClick={contact.open} className={`inline-flex items-center gap-2 ${footerLink}`}>
                <Mail aria-hidden="true" className="size-5" />
                {t('footer.contactButton')}
              </button>
            </li>
            {owner.email && (
              <li>
                <a href={`mailto:${owner.email}`} className={`inline-flex items-center gap-2 break-all ${footerLink}`}>
                  <AtSign aria-hidden="true" className="size-5 shrink-0" />
                  {owner.email}
                </a>
              </li>
            )}
            {owner.whatsappUrl && (
              <li>
                <a
                  href={owner.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-2 ${footerLink}`}
                  aria-label={t('footer.whatsappLabel', { number: owner.phone })}
                >
                  <WhatsAppIcon className="size-5" />
                  {t('footer.whatsapp', { number: owner.phone })}
                </a>
              </li>
            )}
          </ul>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={columnTitle}>
            {t('footer.followTitle')}
          </h2>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3">
              {socialLinks.map(({ network, url, Icon }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('social.newTab', { network: t(`social.${network}`) })}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-sky-900 text-sky-50 transition hover:bg-amber-400 hover:text-slate-950"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a href="/rss.xml" className={`mt-4 inline-flex items-center gap-2 ${footerLink}`}>
            <Rss aria-hidden="true" className="size-4" />
            {t('footer.rss')}
          </a>
        </section>
      </div>
      <div className="border-t border-sky-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-sky-200 sm:px-6 lg:px-8">
          {owner.displayName
            ? t('footer.copyright', { year: new Date().getFullYear(), owner: owner.displayName })
            : t('footer.copyrightPlain', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
