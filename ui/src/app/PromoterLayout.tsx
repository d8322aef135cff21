// The promoter space's frame: its sections, the user menu, and the guard that keeps it for promoters.
import { useTranslation } from 'react-i18next';
import { FilePlus2, LayoutDashboard } from 'lucide-react';
import { RequireRole } from './RequireRole';
import { AppShell } from '@/components/shell/AppShell';
import type { ShellEntry } from '@/components/shell/ShellNav';
import { PROMOTER_HOME } from '@/lib/roles';
import { NEW_DOSSIER_PATH } from '@/features/dossiers/paths';
import { useUnreadDossiers } from '@/features/dossiers/useUnreadDossiers';

const PROMOTER_ROLES = ['promoter'] as const;

function PromoterShell() {
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

export function PromoterLayout() {
  return (
    <RequireRole roles={PROMOTER_ROLES}>
      <PromoterShell />
    </RequireRole>
  );
}
