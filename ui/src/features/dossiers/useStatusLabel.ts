// Turns a status value into its French label; an unknown value is shown as it came.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownStatus } from './status';

export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation('dossiers');
  return useCallback((status: string) => (isKnownStatus(status) ? t(`status.${status}`) : status), [t]);
}
