// Visitors by device: one bar split in proportion (a picture only), and the same shares written out beside their names.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@/generated/Device';
import type { DeviceFigures } from '@/generated/DeviceFigures';

const COLOURS: Record<Device, string> = { phone: 'bg-sky-700', tablet: 'bg-amber-500', computer: 'bg-emerald-600' };

export function DeviceShares({ devices }: { devices: DeviceFigures[] }) {
  const { t, i18n } = useTranslation('adminStats');
  const id = useId();
  const total = devices.reduce((sum, figures) => sum + figures.visitors, 0);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-xl font-semibold text-sky-950">
        {t('devices.title')}
      </h2>
      {total === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('devices.empty')}</p>
      ) : (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100">
            {devices
              .filter((figures) => figures.visitors > 0)
              .map((figures) => (
                <div
                  key={figures.device}
                  className={COLOURS[figures.device]}
                  style={{ width: `${(figures.visitors * 100) / total}%` }}
                />
              ))}
          </div>
          <ul aria-label={t('devices.barLabel')} className="grid gap-2">
            {devices.map((figures) => (
              <li key={figures.device} className="flex items-center gap-2 text-slate-800">
                <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${COLOURS[figures.device]}`} />
                <span className="font-semibold">{t(`devices.${figures.device}`)}</span>
                <span className="tabular-nums">
                  {t('devices.share', {
                    percent: percent.format(figures.visitors / total),
                    count: count.format(figures.visitors),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-600">{t('devices.note')}</p>
    </section>
  );
}
