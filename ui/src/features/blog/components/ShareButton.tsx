// Copies the article's address so the reader can share it anywhere.
import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';

export function ShareButton() {
  const { t } = useTranslation('blog');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t('article.copied.title'), description: t('article.copied.description') });
    } catch (error) {
      console.error('Copie du lien impossible', error);
      toast({ title: t('article.copyFailed.title'), description: t('article.copyFailed.description'), variant: 'destructive' });
    }
  }

  return (
    <button type="button" className="btn-outline py-2" onClick={copyLink}>
      <Share2 aria-hidden="true" className="size-5" />
      {t('article.share')}
    </button>
  );
}
