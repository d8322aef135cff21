// Gives a page that does not set its own title the "<page> | <site title>" tab title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from './usePageMeta';

export function PageTitle({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(t(titleKey));
  return children;
}
