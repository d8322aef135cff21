// What sharing an article needs JavaScript for, beside the server's links to the networks: the phone's own share
// sheet where the browser has one, and a button that copies the address, saying whether it worked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2, Share2 } from 'lucide-react';

interface ShareButtonsProps {
  /** The article's address as the server writes it (its canonical address). */
  url: string;
  title: string;
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const { t } = useTranslation('blog');
  const [status, setStatus] = useState('');
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
      setStatus(t('article.copied.description'));
    } catch (error) {
      console.warn('Copie du lien impossible', error);
      setStatus(t('article.copyFailed.description'));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canShareNatively && (
        <button type="button" className="btn-outline py-2" onClick={shareNatively}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('article.share')}
        </button>
      )}
      <button type="button" className="btn-outline py-2" onClick={copyLink}>
        <Link2 aria-hidden="true" className="size-5" />
        {t('article.copyLink')}
      </button>
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
