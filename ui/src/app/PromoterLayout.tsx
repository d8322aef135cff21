// The promoter space's frame (the route table keeps it for promoters): its sections and the user menu.
import { useTranslation } from 'react-i18next';
import { FilePlus2, LayoutDashboard } from 'lucide-react';
import { AppShell } from '@/components/shell/AppShell';
import type { ShellEntry } from '@/components/shell/ShellNav';
import { PROMOTER_HOME } from '@/lib/roles';
import { NEW_DOSSIER_PATH } from '@/features/dossiers/paths';
import { useUnreadDossiers } from '@/features/dossiers/api/useUnreadDossiers';

export function PromoterLayout() {
  const { t } = useTranslation('promoter');
  const unread = useUnreadDossiers();
  const entries: ShellEntry[] = [
    {
      to: PROMOTER_HOME,
      label: t('nav.dashboard'),
      icon: LayoutDashboard,
      exact: true,
      badge: { count: unread, label: t('nav.unread', { ns: 'dossiers', count: unread }) },
    },
    { to: NEW_DOSSIER_PATH, label: t('nav.newDossier', { ns: 'dossiers' }), icon: FilePlus2 },
  ];
  return (
    <AppShell title={t('shell.title')} navLabel={t('shell.nav')} entries={entries} profilePath={`${PROMOTER_HOME}/profile`} />
  );
}
