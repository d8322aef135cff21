// The route table: public pages, sign-in, and the private areas, which load on demand so public pages never fetch them.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { HomePage } from '@/features/home/HomePage';
import { BlogListPage } from '@/features/blog/BlogListPage';
import { ArticlePage } from '@/features/blog/ArticlePage';
import { TimelinePage } from '@/features/timeline/TimelinePage';
import { PublicLayout } from './PublicLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { PageTitle } from './PageTitle';

function titledLazyPage(load: () => Promise<ComponentType>, titleKey: string): RouteObject['lazy'] {
  return async () => {
    const Page = await load();
    return {
      Component: () => (
        <PageTitle titleKey={titleKey}>
          <Page />
        </PageTitle>
      ),
    };
  };
}

function lazyComponent(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
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
    path: '/',
    Component: PublicLayout,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, Component: HomePage },
          { path: 'blog', Component: BlogListPage },
          { path: 'blog/:slug', Component: ArticlePage },
          { path: 'parcours', Component: TimelinePage },
          {
            path: 'login',
            lazy: lazyComponent(() => import('@/features/auth/LoginPage').then((module) => module.LoginPage)),
          },
          {
            path: 'register',
            lazy: lazyComponent(() => import('@/features/auth/RegisterPage').then((module) => module.RegisterPage)),
          },
          {
            path: 'activites',
            lazy: titledLazyPage(
              () => import('@/features/activities/ActivitiesPage').then((module) => module.ActivitiesPage),
              'nav.activities',
            ),
          },
          {
            path: 'politique-de-confidentialite',
            lazy: titledLazyPage(
              () => import('@/features/legal/PrivacyPage').then((module) => module.PrivacyPage),
              'nav.privacy',
            ),
          },
          {
            path: 'conditions-d-utilisation',
            lazy: titledLazyPage(
              () => import('@/features/legal/TermsPage').then((module) => module.TermsPage),
              'nav.terms',
            ),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    path: '/admin',
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    lazy: lazyComponent(() => import('@/features/admin-shell/AdminLayout').then((module) => module.AdminLayout)),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...privatePages(
            lazyComponent(() =>
              import('@/features/admin-shell/AdminDashboardPage').then((module) => module.AdminDashboardPage),
            ),
          ),
          {
            path: 'users',
            lazy: lazyComponent(() => import('@/features/admin-users/UsersPage').then((module) => module.UsersPage)),
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
    lazy: lazyComponent(() => import('@/features/promoter-shell/PromoterLayout').then((module) => module.PromoterLayout)),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...privatePages(
            lazyComponent(() =>
              import('@/features/promoter-shell/PromoterDashboardPage').then((module) => module.PromoterDashboardPage),
            ),
          ),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
