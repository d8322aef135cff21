// A language's own name, marked as written in that language so that screen readers pronounce it rightly.
import type { Lang } from '@/generated/Lang';
import { NATIVE_NAMES } from './languages';

export function LanguageName({ lang }: { lang: Lang }) {
  return <span lang={lang}>{NATIVE_NAMES[lang]}</span>;
}
