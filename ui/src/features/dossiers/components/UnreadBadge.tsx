// The gold "n nouveaux" marker on a dossier that has news since the viewer last opened it.
import { useTranslation } from 'react-i18next';

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('dossiers');
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-semibold text-slate-950">
      {t('unreadBadge', { count })}
    </span>
  );
}
