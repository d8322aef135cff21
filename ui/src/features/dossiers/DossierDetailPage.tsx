// One dossier for staff and for its promoter: what was submitted, its files, and the conversation; staff also set the status.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, SearchX } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { Avatar } from '@/components/Avatar';
import { AdminScreen } from '@/components/AdminScreen';
import { useAuth } from '@/lib/auth';
import { formatFrenchDate } from '@/lib/dates';
import { PROMOTER_HOME, isStaff } from '@/lib/roles';
import { toast } from '@/lib/toast';
import type { DossierDetail } from '@/generated/DossierDetail';
import { AttachmentsPanel } from './components/AttachmentsPanel';
import { Conversation } from './components/Conversation';
import { MessageBox } from './components/MessageBox';
import { StatusBadge } from './components/StatusBadge';
import { StatusMenu } from './components/StatusMenu';
import { STAFF_DOSSIER_BASE } from './paths';
import { useDossierDetail } from './api/useDossierDetail';
import { displayNameOf } from './displayName';

function parseId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('dossiers');
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-sky-800 hover:text-sky-950">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

function NotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation('dossiers');
  useEffect(() => {
    toast({ title: t('errorTitle'), description: t('detail.notFound'), variant: 'destructive' });
  }, [t]);
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-sky-700" />
      <h1 className="font-display text-2xl font-semibold text-sky-950">{t('detail.notFound')}</h1>
      <p className="text-slate-600">{t('detail.notFoundHint')}</p>
      <BackLink to={backTo} />
    </div>
  );
}

interface DossierViewProps {
  detail: DossierDetail;
  staff: boolean;
  viewerId: number | undefined;
  backTo: string;
}

function DossierView({ detail, staff, viewerId, backTo }: DossierViewProps) {
  const { t } = useTranslation('dossiers');
  const { dossier } = detail;
  const promoterName = displayNameOf({ ...dossier.promoter, role: 'promoter' }, t);
  usePageMeta(dossier.title);

  return (
    <div className="space-y-10">
      <BackLink to={backTo} />
      <header className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="min-w-0 break-words font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">
            {dossier.title}
          </h1>
          <StatusBadge status={dossier.status} />
        </div>
        <div className="flex flex-wrap items-center gap-3 text-slate-700">
          <Avatar name={promoterName} imageUrl={dossier.promoter.avatar_url} decorative />
          <p>
            <span className="sr-only">{t('detail.submittedBy')} </span>
            <span className="font-semibold text-slate-900">{promoterName}</span>
            {' · '}
            {t('detail.submittedOn', { date: formatFrenchDate(dossier.created_at) })}
          </p>
        </div>
        {staff && <StatusMenu dossier={dossier} />}
      </header>

      <section aria-labelledby="dossier-description" className="space-y-3">
        <h2 id="dossier-description" className="text-xl font-semibold text-sky-950">
          {t('detail.description')}
        </h2>
        <p className="whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-800">
          {dossier.description}
        </p>
      </section>

      <AttachmentsPanel dossierId={dossier.id} attachments={detail.attachments} />

      <section aria-labelledby="dossier-conversation" className="space-y-4">
        <h2 id="dossier-conversation" className="text-xl font-semibold text-sky-950">
          {t('conversation.title')}
        </h2>
        <Conversation messages={detail.messages} history={detail.history} viewerId={viewerId} />
        <MessageBox dossierId={dossier.id} />
      </section>
    </div>
  );
}

export function DossierDetailPage() {
  const { t } = useTranslation('dossiers');
  const params = useParams();
  const { user } = useAuth();
  const staff = user ? isStaff(user.role) : false;
  const backTo = staff ? STAFF_DOSSIER_BASE : PROMOTER_HOME;
  const { query, notFound } = useDossierDetail(parseId(params.id));

  if (notFound) return <NotFound backTo={backTo} />;
  return (
    <AdminScreen query={query} failed={t('detail.loadFailed')}>
      {(detail) => <DossierView detail={detail} staff={staff} viewerId={user?.id} backTo={backTo} />}
    </AdminScreen>
  );
}
