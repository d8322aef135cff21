// The « Pour commencer » checklist of a new site: each step ticks itself once the site holds it, and the list
// leaves the dashboard when every step is done.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { ADMIN_HOME } from '@/lib/roles';
import type { GettingStartedStepKey } from '@/generated/GettingStartedStepKey';
import { useGettingStarted } from './api/useGettingStarted';

/** Where in the back-office each step is taken; the server's configuration has no screen. */
const STEP_LINKS: Partial<Record<GettingStartedStepKey, string>> = {
  identity: `${ADMIN_HOME}/settings`,
  first_article: `${ADMIN_HOME}/blog/new`,
  legal_pages: `${ADMIN_HOME}/legal`,
};

export function GettingStarted() {
  const { t } = useTranslation('adminDashboard');
  const checklist = useGettingStarted(true);
  const steps = checklist.data?.steps;
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;

  return (
    <section aria-labelledby="getting-started-title" className="rounded-2xl border border-sky-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="getting-started-title" className="text-xl font-semibold text-sky-950">
          {t('gettingStarted.title')}
        </h2>
        <p className="text-sm font-medium text-slate-600">{t('gettingStarted.progress', { count: done, total: steps.length })}</p>
      </div>
      <p className="mt-2 max-w-2xl text-slate-600">{t('gettingStarted.intro')}</p>
      <ol className="mt-5 divide-y divide-slate-100">
        {steps.map((step) => {
          const link = STEP_LINKS[step.key];
          return (
            <li key={step.key} className="flex gap-3 py-3">
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p className={step.done ? 'font-medium text-slate-500 line-through' : 'font-medium text-sky-950'}>
                  {t(`gettingStarted.steps.${step.key}.title`)}
                  <span className="sr-only"> — {step.done ? t('gettingStarted.stepDone') : t('gettingStarted.stepLeft')}</span>
                </p>
                {!step.done && (
                  <p className="mt-1 text-sm text-slate-600">
                    {t(`gettingStarted.steps.${step.key}.text`)}{' '}
                    {link && (
                      <Link to={link} className="font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950">
                        {t(`gettingStarted.steps.${step.key}.action`)}
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
