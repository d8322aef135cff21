// The route table of the app: sign-in and the private areas, each page's code loaded when it is opened. Public
// pages are the server's: any address outside these is a full page load (frames.tsx).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { loadPrivateTexts } from '@/lib/i18n';
import { PROMOTER_ONLY, STAFF_ROLES, SUPER_ADMIN_ONLY } from '@/lib/roles';
import type { SignInPageName } from '@/lib/signInPages';
import { SIGN_IN_ADDRESSES } from '@/generated/pages';
import type { Role } from '@/generated/Role';
import { Frame, ServerPage } from './frames';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RequireRole } from './RequireRole';

/**
 * A page of sign-in or a private area: its code and the private texts arrive together. With `roles`, only
 * those roles see it; the others are sent to the login page or their own area (the server checks too).
 */
function lazyComponent(load: () => Promise<ComponentType>, roles?: readonly Role[]): RouteObject['lazy'] {
  return async () => {
    const [Page] = await Promise.all([load(), loadPrivateTexts()]);
    if (!roles) return { Component: Page };
    return {
      Component: () => (
        <RequireRole roles={roles}>
          <Page />
        </RequireRole>
      ),
    };
  };
}

/**
 * A sign-in page at its address in each language (the server says which are on); a page whose address the table
 * writes with a trailing slash takes a token there.
 */
function signInRoutes(name: SignInPageName, load: () => Promise<ComponentType>, roles?: readonly Role[]): RouteObject[] {
  const lazy = lazyComponent(load, roles);
  return Object.values(SIGN_IN_ADDRESSES[name]).map((address) => ({
    path: address.endsWith('/') ? `${address}:token` : address,
    lazy,
  }));
}

/** The home page and the profile page each private area has. */
function privatePages(home: RouteObject['lazy']): RouteObject[] {
  return [
    { index: true, lazy: home },
    {
      path: 'profile',
      lazy: lazyComponent(() => import('@/features/profile/ProfilePage').then((module) => module.ProfilePage)),
    },
  ];
}

export const appRoutes: RouteObject[] = [
  {
    // Sign-in: the server writes these pages inside the public site's header and footer.
    element: <Frame key="sign-in" />,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...signInRoutes('login', () => import('@/features/auth/LoginPage').then((module) => module.LoginPage)),
          ...signInRoutes('register', () => import('@/features/auth/RegisterPage').then((module) => module.RegisterPage)),
          ...signInRoutes('forgotPassword', () =>
            import('@/features/auth/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
          ),
          ...signInRoutes('resetPassword', () =>
            import('@/features/auth/ResetPasswordPage').then((module) => module.ResetPasswordPage),
          ),
          ...signInRoutes(
            'twoFactorSetup',
            () => import('@/features/two-factor/TwoFactorSetupPage').then((module) => module.TwoFactorSetupPage),
            STAFF_ROLES,
          ),
          ...signInRoutes('confirmAddress', () =>
            import('@/features/auth/ConfirmEmailPage').then((module) => module.ConfirmEmailPage),
          ),
        ],
      },
    ],
  },
  {
    // The private areas, in their own shell.
    element: <Frame key="private" />,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/admin',
        HydrateFallback: PageSpinner,
        errorElement: <RouteErrorPage />,
        lazy: lazyComponent(() => import('./AdminLayout').then((module) => module.AdminLayout), STAFF_ROLES),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              ...privatePages(
                lazyComponent(() =>
                  import('@/features/admin-dashboard/AdminDashboardPage').then((module) => module.AdminDashboardPage),
                ),
              ),
              {
                path: 'statistics',
                lazy: lazyComponent(() =>
                  import('@/features/admin-stats/StatisticsPage').then((module) => module.StatisticsPage),
                ),
              },
              {
                path: 'users',
                lazy: lazyComponent(
                  () => import('@/features/admin-users/UsersPage').then((module) => module.UsersPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'newsletter',
                lazy: lazyComponent(
                  () => import('@/features/admin-newsletter/SubscribersPage').then((module) => module.SubscribersPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'messages',
                lazy: lazyComponent(() => import('@/features/admin-messages/MessagesPage').then((module) => module.MessagesPage)),
              },
              {
                path: 'timeline',
                lazy: lazyComponent(
                  () => import('@/features/admin-timeline/TimelineAdminPage').then((module) => module.TimelineAdminPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'settings',
                lazy: lazyComponent(
                  () => import('@/features/admin-settings/SettingsPage').then((module) => module.SettingsPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'import-export',
                lazy: lazyComponent(
                  () => import('@/features/admin-transfer/SiteTransferPage').then((module) => module.SiteTransferPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'legal',
                lazy: lazyComponent(
                  () => import('@/features/admin-legal/LegalAdminPage').then((module) => module.LegalAdminPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'assistant',
                lazy: lazyComponent(
                  () => import('@/features/admin-chat/ChatAdminPage').then((module) => module.ChatAdminPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'media',
                lazy: lazyComponent(
                  () => import('@/features/admin-media/MediaLibraryPage').then((module) => module.MediaLibraryPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'site-content',
                lazy: lazyComponent(
                  () => import('@/features/admin-content/SiteContentPage').then((module) => module.SiteContentPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'blog',
                lazy: lazyComponent(
                  () => import('@/features/admin-blog/BlogAdminPage').then((module) => module.BlogAdminPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'blog/new',
                lazy: lazyComponent(
                  () => import('@/features/admin-blog/PostEditorPage').then((module) => module.PostEditorPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              {
                path: 'dossiers',
                lazy: lazyComponent(() =>
                  import('@/features/dossiers/StaffDossiersPage').then((module) => module.StaffDossiersPage),
                ),
              },
              {
                path: 'dossiers/:id',
                lazy: lazyComponent(() =>
                  import('@/features/dossiers/DossierDetailPage').then((module) => module.DossierDetailPage),
                ),
              },
              {
                path: 'blog/edit/:id',
                lazy: lazyComponent(
                  () => import('@/features/admin-blog/PostEditorPage').then((module) => module.PostEditorPage),
                  SUPER_ADMIN_ONLY,
                ),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        path: '/dashboard',
        HydrateFallback: PageSpinner,
        errorElement: <RouteErrorPage />,
        lazy: lazyComponent(() => import('./PromoterLayout').then((module) => module.PromoterLayout), PROMOTER_ONLY),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              ...privatePages(
                lazyComponent(() =>
                  import('@/features/dossiers/PromoterDashboardPage').then((module) => module.PromoterDashboardPage),
                ),
              ),
              {
                path: 'dossier/new',
                lazy: lazyComponent(() => import('@/features/dossiers/NewDossierPage').then((module) => module.NewDossierPage)),
              },
              {
                path: 'dossier/:id',
                lazy: lazyComponent(() =>
                  import('@/features/dossiers/DossierDetailPage').then((module) => module.DossierDetailPage),
                ),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', Component: ServerPage },
];
