// The dashboard's key figures: posts, messages (and how many wait unread), dossiers by status, visitors and the contact conversion rate.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, FolderOpen, Mail, Percent, UsersRound } from 'lucide-react';
import type { AdminStats } from '@/generated/AdminStats';
import type { DossierCounts } from '@/generated/DossierCounts';
import { UNREAD_INBOX_PATH } from '@/features/admin-messages';
import { formatCount, formatRate } from './dashboardFormat';
import { StatCard } from './StatCard';
import { DOSSIER_STATUSES } from '@/lib/dossierStatus';

function DossierBreakdown({ counts }: { counts: DossierCounts }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <ul aria-label={t('cards.dossiersBreakdown')} className="space-y-1">
      {DOSSIER_STATUSES.map((status) => (
        <li key={status} className="flex justify-between gap-3">
          <span>{t(`status.${status}`)}</span>
          <span className="font-semibold tabular-nums text-slate-800">{formatCount(counts[status])}</span>
        </li>
      ))}
    </ul>
  );
}

export function StatCards({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('adminDashboard');
  const rate = stats.conversion_rate;

  return (
    <ul aria-label={t('figuresLabel')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <StatCard label={t('cards.posts')} value={formatCount(stats.posts)} icon={FileText}>
        {t('cards.postsDetail')}
      </StatCard>
      <StatCard label={t('cards.messages')} value={formatCount(stats.messages)} icon={Mail}>
        <p>
          {stats.messages_unread > 0 ? (
            <Link to={UNREAD_INBOX_PATH} className="font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950">
              {t('cards.messagesUnread', { count: stats.messages_unread, formatted: formatCount(stats.messages_unread) })}
            </Link>
          ) : (
            t('cards.messagesAllRead')
          )}
        </p>
        <p>{t('cards.messagesDetail', { count: stats.messages_30d })}</p>
      </StatCard>
      <StatCard label={t('cards.dossiers')} value={formatCount(stats.dossiers.total)} icon={FolderOpen}>
        <DossierBreakdown counts={stats.dossiers} />
      </StatCard>
      <StatCard label={t('cards.visitors')} value={formatCount(stats.visitors_30d)} icon={UsersRound}>
        {t('cards.views', { count: stats.views_30d, formatted: formatCount(stats.views_30d) })}
      </StatCard>
      <StatCard
        label={t('cards.conversion')}
        value={rate === null ? t('cards.noValue') : formatRate(rate)}
        valueLabel={rate === null ? t('cards.noValueLabel') : undefined}
        icon={Percent}
      >
        {t('cards.conversionHint')}
      </StatCard>
    </ul>
  );
}
