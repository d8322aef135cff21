// A list of dossiers: a table on wide screens, one card per dossier on phones; staff also see the promoter.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { TableScrollRegion } from '@/components/TableScrollRegion';
import { formatFrenchDate } from '@/lib/dates';
import type { DossierSummary } from '@/generated/DossierSummary';
import { StatusBadge } from './StatusBadge';
import { UnreadBadge } from './UnreadBadge';
import { displayNameOf } from '../displayName';

interface DossiersTableProps {
  dossiers: DossierSummary[];
  audience: 'staff' | 'promoter';
  /** Where a dossier opens: the id is appended. */
  detailBase: string;
}

const HEADER_CELL = 'px-3 py-3 text-left text-sm font-semibold text-slate-700';

function OpenLink({
  dossier,
  detailBase,
  audience,
}: {
  dossier: DossierSummary;
  detailBase: string;
  audience: DossiersTableProps['audience'];
}) {
  const { t } = useTranslation('dossiers');
  const texts = audience === 'staff' ? 'staffList' : 'promoterList';
  return (
    <Link
      to={`${detailBase}/${dossier.id}`}
      aria-label={t(`${texts}.openLabel`, { title: dossier.title })}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold text-sky-800 hover:bg-sky-50 hover:text-sky-950"
    >
      {t(`${texts}.open`)}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

export function DossiersTable({ dossiers, audience, detailBase }: DossiersTableProps) {
  const { t } = useTranslation('dossiers');
  const staff = audience === 'staff';
  const caption = t(staff ? 'staffList.caption' : 'promoterList.caption');
  const promoterName = (dossier: DossierSummary) => displayNameOf({ ...dossier.promoter, role: 'promoter' }, t);

  return (
    <>
      <TableScrollRegion label={caption} className="hidden md:block">
        <table className="w-full divide-y divide-slate-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={HEADER_CELL}>
                {t(staff ? 'columns.staffTitle' : 'columns.title')}
              </th>
              {staff && (
                <th scope="col" className={HEADER_CELL}>
                  {t('columns.promoter')}
                </th>
              )}
              <th scope="col" className={HEADER_CELL}>
                {t('columns.submittedAt')}
              </th>
              <th scope="col" className={HEADER_CELL}>
                {t('columns.status')}
              </th>
              <th scope="col" className={HEADER_CELL}>
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {dossiers.map((dossier) => (
              <tr key={dossier.id} className={dossier.unread > 0 ? 'bg-amber-50/60' : undefined}>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{dossier.title}</span>
                    <UnreadBadge count={dossier.unread} />
                  </div>
                </td>
                {staff && <td className="px-3 py-3 text-slate-700">{promoterName(dossier)}</td>}
                <td className="px-3 py-3 text-slate-700">{formatFrenchDate(dossier.created_at)}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={dossier.status} />
                </td>
                <td className="px-3 py-2 text-right">
                  <OpenLink dossier={dossier} detailBase={detailBase} audience={audience} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>

      <ul className="space-y-4 md:hidden" aria-label={caption}>
        {dossiers.map((dossier) => (
          <li key={dossier.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{dossier.title}</p>
              <UnreadBadge count={dossier.unread} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
              {staff && (
                <>
                  <dt className="font-semibold">{t('columns.promoter')}</dt>
                  <dd>{promoterName(dossier)}</dd>
                </>
              )}
              <dt className="font-semibold">{t('columns.submittedAt')}</dt>
              <dd>{formatFrenchDate(dossier.created_at)}</dd>
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StatusBadge status={dossier.status} />
              <OpenLink dossier={dossier} detailBase={detailBase} audience={audience} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
