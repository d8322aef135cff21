// The back-office frame for staff (the route table keeps it for them): the sections each role may open and the user menu.
import { useTranslation } from 'react-i18next';
import {
  ArrowLeftRight,
  Bot,
  ChartColumn,
  FolderOpen,
  History,
  Images,
  LayoutDashboard,
  Mail,
  MailCheck,
  Newspaper,
  PanelsTopLeft,
  Scale,
  Settings,
  Users,
} from 'lucide-react';
import { AppShell } from '@/components/shell/AppShell';
import type { ShellEntry } from '@/components/shell/ShellNav';
import { useAuth } from '@/lib/auth';
import { ADMIN_HOME } from '@/lib/roles';
import { useUnreadDossiers } from '@/features/dossiers/api/useUnreadDossiers';
import { useUnreadMessages } from '@/features/admin-messages/api/unreadMessages';

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const unread = useUnreadDossiers();
  const unreadMessages = useUnreadMessages();
  const entries: ShellEntry[] = [
    { to: ADMIN_HOME, label: t('nav.dashboard'), icon: LayoutDashboard, exact: true },
    { to: `${ADMIN_HOME}/statistics`, label: t('nav', { ns: 'adminStats' }), icon: ChartColumn },
    {
      to: `${ADMIN_HOME}/dossiers`,
      label: t('nav.staff', { ns: 'dossiers' }),
      icon: FolderOpen,
      badge: { count: unread, label: t('nav.unread', { ns: 'dossiers', count: unread }) },
    },
  ];
  if (user?.role === 'super_admin') {
    entries.push(
      { to: `${ADMIN_HOME}/blog`, label: t('nav', { ns: 'adminBlog' }), icon: Newspaper },
      { to: `${ADMIN_HOME}/media`, label: t('nav', { ns: 'adminMedia' }), icon: Images },
    );
  }
  entries.push({
    to: `${ADMIN_HOME}/messages`,
    label: t('nav', { ns: 'adminMessages' }),
    icon: Mail,
    badge: { count: unreadMessages, label: t('navUnread', { ns: 'adminMessages', count: unreadMessages }) },
  });
  if (user?.role === 'super_admin') {
    entries.push(
      { to: `${ADMIN_HOME}/newsletter`, label: t('nav', { ns: 'adminNewsletter' }), icon: MailCheck },
      { to: `${ADMIN_HOME}/site-content`, label: t('nav', { ns: 'adminContent' }), icon: PanelsTopLeft },
      { to: `${ADMIN_HOME}/timeline`, label: t('nav', { ns: 'adminTimeline' }), icon: History },
      { to: `${ADMIN_HOME}/legal`, label: t('nav', { ns: 'adminLegal' }), icon: Scale },
      { to: `${ADMIN_HOME}/assistant`, label: t('nav', { ns: 'adminChat' }), icon: Bot },
      { to: `${ADMIN_HOME}/settings`, label: t('nav', { ns: 'adminSettings' }), icon: Settings },
      { to: `${ADMIN_HOME}/import-export`, label: t('nav', { ns: 'adminTransfer' }), icon: ArrowLeftRight },
    );
  }
  if (user?.role === 'super_admin') entries.push({ to: `${ADMIN_HOME}/users`, label: t('nav.users'), icon: Users });

  return <AppShell title={t('shell.title')} navLabel={t('shell.nav')} entries={entries} profilePath={`${ADMIN_HOME}/profile`} />;
}
