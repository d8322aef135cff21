// The single-page app, rendered inside the server-rendered shell once that has been painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@/lib/i18n';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { forgetInitialAnswers } from '@/lib/initialAnswers';

/** Named in the browser tests (e2e/largest-paint.spec.ts). */
const APP_RENDERED_MARK = 'vitrine:app-rendered';

/** Sets up the router, and gives the render to run in a task of its own. */
export function prepareApp(): () => void {
  const router = createBrowserRouter(appRoutes);
  router.subscribe((state) => {
    // The arrival location keeps the key "default"; any other is a navigation.
    if (state.location.key !== 'default') forgetInitialAnswers();
  });
  return () => {
    const container = document.getElementById('root');
    if (!container) throw new Error('Missing #root element');
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    // When the app replaced the server's HTML: the browser tests compare the page's paints with it.
    performance.mark(APP_RENDERED_MARK);
  };
}
