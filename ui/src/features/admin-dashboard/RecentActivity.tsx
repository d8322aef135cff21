// The latest contact messages and dossier events, each as a French sentence with when it happened.
import { useTranslation } from 'react-i18next';
import { FolderPlus, History, Mail, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ActivityItem } from '@/generated/ActivityItem';
import { formatFrenchDateTime } from '@/lib/dates';
import { formatAgo } from './dashboardFormat';
import { isKnownStatus } from '@/lib/dossierStatus';

const ICONS: Record<string, LucideIcon> = {
  contact_message: Mail,
  dossier_created: FolderPlus,
  dossier_status: RefreshCw,
};

function useActivitySentence() {
  const { t } = useTranslation('adminDashboard');
  return (item: ActivityItem): string => {
    if (item.kind === 'contact_message' || item.kind === 'dossier_created') {
      return t(`activity.${item.kind}`, { subject: item.subject });
    }
    if (item.kind === 'dossier_status') {
      const known = isKnownStatus(item.detail ?? '');
      const status = known ? t(`status.${item.detail}`) : (item.detail ?? '');
      return t('activity.dossier_status', { subject: item.subject, status });
    }
    return item.subject;
  };
}

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation('adminDashboard');
  const sentenceOf = useActivitySentence();

  if (items.length === 0) return <p className="text-slate-600">{t('activity.empty')}</p>;

  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item, index) => {
        const Icon = ICONS[item.kind] ?? History;
        return (
          <li key={`${item.kind}-${item.at}-${index}`} className="flex items-start gap-4 py-3 first:pt-0 last:pb-0">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800"
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{sentenceOf(item)}</p>
              <time dateTime={item.at} title={formatFrenchDateTime(item.at)} className="text-sm text-slate-600">
                {formatAgo(item.at) ?? t('activity.justNow')}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
