// « Envois » on the subscribers screen: the latest sends of every article (tests included), with their state and
// counts, and a progress bar for those under way, followed live.
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/AdminScreen';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatFrenchDateTime } from '@/lib/dates';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { SendProgressBar } from './SendProgressBar';
import { SendStateBadge } from './SendStateBadge';
import { isActive, percentDone } from './sendState';
import { useSends } from './useSends';

function Counts({ send }: { send: NewsletterSend }) {
  const { t } = useTranslation('adminNewsletter');
  return (
    <span className="block min-w-[9rem] space-y-1.5">
      <span className="block tabular-nums">
        {t('send.history.counts', { sent: send.sent, total: send.total, failed: send.failed })}
      </span>
      {isActive(send.state) && (
        <SendProgressBar
          send={send}
          size="sm"
          label={t('send.history.progressOf', { title: send.post_title, percent: percentDone(send) })}
        />
      )}
    </span>
  );
}

export function SendsHistory() {
  const { t } = useTranslation('adminNewsletter');
  const sends = useSends(null);
  return (
    <section aria-labelledby="sends-history-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="sends-history-title" className="font-display text-2xl font-semibold text-sky-950">
          {t('send.history.title')}
        </h2>
        <p className="text-slate-600">{t('send.history.intro')}</p>
      </div>
      <AdminScreen
        query={sends}
        failed={t('send.history.loadError')}
        empty={t('send.history.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ResponsiveTable
            caption={t('send.history.title')}
            rows={list}
            rowKey={(send) => send.id}
            title={{
              header: t('send.history.columns.article'),
              cell: (send) => (
                <>
                  <span className="block">{send.post_title}</span>
                  {send.test_to !== null && (
                    <span className="block text-sm font-normal text-slate-600 wrap-break-word">
                      {t('send.history.test', { email: send.test_to })}
                    </span>
                  )}
                </>
              ),
            }}
            columns={[
              {
                header: t('send.history.columns.date'),
                cell: (send) => formatFrenchDateTime(send.created_at),
              },
              { header: t('send.history.columns.state'), cell: (send) => <SendStateBadge state={send.state} /> },
              { header: t('send.history.columns.counts'), cell: (send) => <Counts send={send} /> },
            ]}
          />
        )}
      </AdminScreen>
    </section>
  );
}
