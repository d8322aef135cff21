// "Mes dossiers" on the promoter's home: their own dossiers with status and news, and the way to submit a new one.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus2 } from 'lucide-react';
import { AdminScreen } from '@/components/AdminScreen';
import { DossiersTable } from './components/DossiersTable';
import { EmptyState } from './components/EmptyState';
import { NEW_DOSSIER_PATH, PROMOTER_DOSSIER_BASE } from './paths';
import { useDossierList } from './api/useDossierList';

const NO_FILTER = {};

export function PromoterDossierList() {
  const { t } = useTranslation('dossiers');
  const dossiers = useDossierList(NO_FILTER);

  const newDossierLink = (
    <Link to={NEW_DOSSIER_PATH} className="btn-primary">
      <FilePlus2 aria-hidden="true" className="size-5" />
      {t('promoterList.newDossier')}
    </Link>
  );

  return (
    <section aria-labelledby="promoter-dossiers" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h2 id="promoter-dossiers" className="font-display text-2xl font-semibold tracking-tight text-sky-950">
            {t('promoterList.title')}
          </h2>
          <p className="max-w-2xl text-slate-600">{t('promoterList.intro')}</p>
        </div>
        {newDossierLink}
      </header>
      <AdminScreen
        query={dossiers}
        failed={t('promoterList.loadFailed')}
        empty={<EmptyState text={t('promoterList.empty')} hint={t('promoterList.emptyHint')} />}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <DossiersTable dossiers={list} audience="promoter" detailBase={PROMOTER_DOSSIER_BASE} />}
      </AdminScreen>
    </section>
  );
}
