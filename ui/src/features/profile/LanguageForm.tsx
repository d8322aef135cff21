// The account's language: its space, its e-mails and the links they carry speak it. Only the languages the site
// speaks are offered, and the page is drawn again in the one chosen.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { SelectField } from '@/components/TextField';
import { fullPageLoad } from '@/lib/fullPageLoad';
import { NATIVE_NAMES } from '@/lib/language';
import { carryToastOver, toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/useFormSubmit';
import type { Lang } from '@/generated/Lang';
import type { ProfileView } from '@/generated/ProfileView';
import { saveLanguage } from './profileApi';

const LANGUAGE_ID = 'profile-language-choice';
const LANGUAGE_FIELDS = ['lang'] as const;

interface LanguageFormProps {
  profile: ProfileView;
  languages: readonly Lang[];
}

export function LanguageForm({ profile, languages }: LanguageFormProps) {
  const { t } = useTranslation('profile');
  const [lang, setLang] = useState<Lang>(languages.includes(profile.lang) ? profile.lang : 'fr');
  const form = useFormSubmit({
    fields: LANGUAGE_FIELDS,
    fieldId: () => LANGUAGE_ID,
    failureTitle: t('errorTitle'),
    failureFallback: t('language.failure'),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(async () => {
      await saveLanguage(lang);
      // Said in the language chosen, which the page comes back in.
      toast({ title: t('successTitle', { lng: lang }), description: t('language.success', { lng: lang }) });
      carryToastOver();
      fullPageLoad(`${window.location.pathname}${window.location.search}`, { replace: true });
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <SelectField
        id={LANGUAGE_ID}
        label={t('language.label')}
        hint={t('language.hint')}
        value={lang}
        onChange={setLang}
        options={languages.map((value) => ({ value, label: NATIVE_NAMES[value] }))}
        error={form.errors.lang}
      />
      <button type="submit" className="btn-primary" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
        {t('language.submit')}
      </button>
    </form>
  );
}
