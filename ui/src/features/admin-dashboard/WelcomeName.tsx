// The first thing an owner whose account has no name sees: the question of his name, which signs his articles and
// messages (and becomes the site's when the settings name nobody yet).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useAuth } from '@/lib/auth';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { LIMITS } from '@/generated/limits';
import { saveFullName } from '@/features/profile';
import { GETTING_STARTED_KEY } from './api/useGettingStarted';

const NAME_ID = 'welcome-full-name';
const NAME_FIELDS = ['full_name'] as const;

export function WelcomeName() {
  const { t } = useTranslation('adminDashboard');
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState('');
  const form = useFormSubmit({
    fields: NAME_FIELDS,
    fieldId: () => NAME_ID,
    failureTitle: t('welcomeName.failureTitle'),
    failureFallback: t('welcomeName.failure'),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(fullName.trim() ? {} : { full_name: t('welcomeName.required') })) return;
    await form.submit(async () => {
      await saveFullName(fullName);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: GETTING_STARTED_KEY })]);
    });
  }

  return (
    <section aria-labelledby="welcome-name-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 shadow-sm">
      <h2 id="welcome-name-title" className="text-xl font-semibold text-sky-950">
        {t('welcomeName.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('welcomeName.text')}</p>
      <form onSubmit={handleSubmit} noValidate className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <TextField
            id={NAME_ID}
            label={t('welcomeName.label')}
            value={fullName}
            onChange={setFullName}
            autoComplete="name"
            maxLength={LIMITS.personName}
            error={form.errors.full_name}
            required
          />
        </div>
        <button type="submit" className="btn-primary" disabled={form.pending} aria-busy={form.pending}>
          {form.pending ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
          {t('welcomeName.submit')}
        </button>
      </form>
    </section>
  );
}
