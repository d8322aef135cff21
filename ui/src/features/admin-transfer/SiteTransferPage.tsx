// « Import et export »: the site's content taken away in one archive, and an old blog's articles (or such an archive)
// brought in, for the owner moving the site from one place to another.
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { FormSection } from '@/components/FormSection';
import { PageHeader } from '@/components/PageHeader';
import { EXPORT_PATH } from './siteImportApi';
import { SiteImportSection } from './SiteImportSection';

function ExportSection() {
  const { t } = useTranslation('adminTransfer');
  return (
    <FormSection id="site-export" title={t('export.title')} description={t('export.description')}>
      <div className="space-y-2 text-slate-700">
        <p className="font-medium text-slate-900">{t('export.holds')}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('export.articles')}</li>
          <li>{t('export.pages')}</li>
          <li>{t('export.settings')}</li>
          <li>{t('export.images')}</li>
        </ul>
        <p>{t('export.leftOut')}</p>
      </div>
      {/* A plain link: the browser saves the archive under the name the server gives it, however large. */}
      <a href={EXPORT_PATH} download className="btn-primary">
        <Download aria-hidden="true" className="size-5" />
        {t('export.download')}
      </a>
    </FormSection>
  );
}

export function SiteTransferPage() {
  const { t } = useTranslation('adminTransfer');
  usePageMeta(t('title'));
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <ExportSection />
      <SiteImportSection />
    </div>
  );
}
