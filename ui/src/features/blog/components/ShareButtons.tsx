// Sharing an article: the phone's own share sheet where the browser has one, links to
// LinkedIn, WhatsApp, X and e-mail everywhere, and a button that copies the address.
import { useTranslation } from 'react-i18next';
import { Link2, Mail, Share2 } from 'lucide-react';
import { LinkedInIcon, WhatsAppIcon, XIcon } from '@/components/icons/BrandIcons';
import { toast } from '@/lib/toast';

/** Where each network takes an article to share, from its address and title. */
export function shareLinks(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return [
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`, Icon: LinkedInIcon },
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: WhatsAppIcon },
    { network: 'x', href: `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}`, Icon: XIcon },
  ] as const;
}

const ICON_LINK =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 text-slate-700 transition hover:border-sky-700 hover:text-sky-800';

export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation('blog');
  const url = window.location.href;
  const canShareNatively = typeof navigator.share === 'function';

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Partage impossible', error);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('article.copied.title'), description: t('article.copied.description') });
    } catch (error) {
      console.warn('Copie du lien impossible', error);
      toast({ title: t('article.copyFailed.title'), description: t('article.copyFailed.description'), variant: 'destructive' });
    }
  }

  return (
    <div role="group" aria-label={t('article.shareGroup')} className="flex flex-wrap items-center gap-2">
      {canShareNatively && (
        <button type="button" className="btn-outline py-2" onClick={shareNatively}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('article.share')}
        </button>
      )}
      {shareLinks(url, title).map(({ network, href, Icon }) => (
        <a
          key={network}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`article.shareOn.${network}`)}
          className={ICON_LINK}
        >
          <Icon aria-hidden="true" className="size-5" />
        </a>
      ))}
      <a
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
        aria-label={t('article.shareOn.email')}
        className={ICON_LINK}
      >
        <Mail aria-hidden="true" className="size-5" />
      </a>
      <button type="button" className="btn-outline py-2" onClick={copyLink}>
        <Link2 aria-hidden="true" className="size-5" />
        {t('article.copyLink')}
      </button>
    </div>
  );
}
