// A screen's form in each language the site speaks, under the language tab bar: the French original, and the
// translation of each other language once its tab was opened. A form left for another tab stays as it was, unsaved
// changes included.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/components/LanguageTabs';
import type { Lang } from '@/generated/Lang';
import type { TranslatedLang } from './translationsApi';
import { useLanguageTab } from './useSpokenLanguages';

interface InEachLanguageProps {
  french: ReactNode;
  translated: (lang: TranslatedLang) => ReactNode;
}

export function InEachLanguage({ french, translated }: InEachLanguageProps) {
  const { t } = useTranslation('adminTranslations');
  const { languages, lang, setLang } = useLanguageTab();
  const [opened, setOpened] = useState<readonly Lang[]>(['fr']);
  return (
    <LanguageTabs
      languages={languages}
      value={lang}
      onChange={(next) => {
        setLang(next);
        setOpened((current) => (current.includes(next) ? current : [...current, next]));
      }}
      label={t('tabs')}
    >
      {languages
        .filter((each) => opened.includes(each))
        .map((each) => (
          <div key={each} hidden={each !== lang}>
            {each === 'fr' ? french : translated(each)}
          </div>
        ))}
    </LanguageTabs>
  );
}
