// The language a new article is written in, among those the site speaks; fixed once the article is created.
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/generated/Lang';
import { LanguageName } from './LanguageName';

interface LanguageFieldProps {
  value: Lang;
  languages: readonly Lang[];
  onChange: (lang: Lang) => void;
}

export function LanguageField({ value, languages, onChange }: LanguageFieldProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <fieldset className="space-y-3" aria-describedby="post-lang-hint">
      <legend className="text-sm font-semibold text-slate-800">{t('languages.choose')}</legend>
      <div className="flex flex-wrap gap-2">
        {languages.map((lang) => (
          <label
            key={lang}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 transition hover:border-sky-300 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
          >
            <input
              type="radio"
              name="post-lang"
              value={lang}
              checked={value === lang}
              onChange={() => onChange(lang)}
              className="size-4 accent-sky-800"
            />
            <span className="font-semibold text-slate-900">
              <LanguageName lang={lang} />
            </span>
          </label>
        ))}
      </div>
      <p id="post-lang-hint" className="text-sm text-slate-600">
        {t('languages.chooseHint')}
      </p>
    </fieldset>
  );
}
