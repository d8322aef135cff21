// What other features use to translate the owner's texts: the spoken languages and a screen's language tab, the
// editor of a screen's translated texts, and the translations themselves for editors of their own (legal pages).
export { useLanguageTab, useSpokenLanguages } from './useSpokenLanguages';
export { InEachLanguage } from './InEachLanguage';
export { RemoveTranslation, TranslationEditor, TranslationIntro } from './TranslationEditor';
export { TranslationFields } from './TranslationFields';
export { useTranslationForm } from './useTranslationForm';
export { useRemoveTranslation } from './useRemoveTranslation';
export { useSaveTranslation, useTranslations } from './api/useTranslations';
export type { TranslatedLang, TranslationValues } from './translationsApi';
export type { TranslatableField, TranslatableSection } from './translationForm';
