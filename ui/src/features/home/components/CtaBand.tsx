// The closing call to action of the home page.
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { HomeCta } from '@/generated/HomeCta';
import { useContactDialog } from '@/lib/contactDialog';
import { textOr } from '@/lib/content';

export function CtaBand({ cta }: { cta: HomeCta | null }) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();

  return (
    <section aria-labelledby="cta-title" className="bg-gradient-to-r from-sky-900 to-sky-800">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <h2 id="cta-title" className="font-display text-3xl font-semibold text-white sm:text-4xl">
          {textOr(cta?.title, t('cta.title'))}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-100">{textOr(cta?.subtitle, t('cta.subtitle'))}</p>
        <button type="button" className="btn-gold mt-10" onClick={contact.open}>
          <Send aria-hidden="true" className="size-5" />
          {t('cta.button')}
        </button>
      </div>
    </section>
  );
}
