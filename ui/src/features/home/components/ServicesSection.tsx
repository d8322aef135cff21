// The services grid; every card opens the contact dialog so a visitor can ask for that service. Absent until the
// owner lists his own services.
import { useTranslation } from 'react-i18next';
import { ArrowRight, Banknote, Compass, Laptop, Lightbulb, Palmtree, Users, type LucideIcon } from 'lucide-react';
import type { HomeServices } from '@/generated/HomeServices';
import type { ServiceItem } from '@/generated/ServiceItem';
import { useContactDialog } from '@/lib/contactDialog';
import { filledText, textOr } from '@/lib/content';

const SERVICE_ICONS: LucideIcon[] = [Lightbulb, Compass, Banknote, Laptop, Palmtree, Users];

const isFilledService = (item: ServiceItem) => Boolean(item?.title?.trim());

export function ServicesSection({ services }: { services: HomeServices | null }) {
  const { t } = useTranslation('home');
  const contact = useContactDialog();
  const items = (services?.items ?? []).filter(isFilledService);
  const subtitle = filledText(services?.subtitle);
  if (items.length === 0) return null;

  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-title" className="section-title">
            {textOr(services?.title, t('services.title'))}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-slate-600">{subtitle}</p>}
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const Icon = SERVICE_ICONS[index % SERVICE_ICONS.length];
            return (
              <li key={`${item.title}-${index}`}>
                <button
                  type="button"
                  onClick={contact.open}
                  className="card-surface group flex h-full w-full flex-col p-7 text-left"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sky-100 text-sky-800 transition group-hover:bg-amber-400 group-hover:text-slate-950">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="mt-5 font-display text-xl font-semibold text-sky-950">{item.title}</span>
                  <span className="mt-3 flex-1 leading-relaxed text-slate-600">{item.description}</span>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-sky-800">
                    {t('services.cardAction')}
                    <ArrowRight aria-hidden="true" className="size-4 transition motion-safe:group-hover:translate-x-1" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
