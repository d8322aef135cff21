// A file size in French units (o, Ko, Mo).
import { useTranslation } from 'react-i18next';
import { sizeParts } from '../format';

export function FileSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation('dossiers');
  const { value, unit } = sizeParts(bytes);
  return <>{t(`sizes.${unit}`, { value })}</>;
}
