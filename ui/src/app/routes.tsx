// The public route table; rarely visited text pages are loaded on demand.
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
];
