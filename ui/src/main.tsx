// The app's entry: sign-in and the private areas. Public pages are the server's and load src/public/main.ts instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { loadTexts } from '@/lib/i18n';
import { showCarriedToast } from '@/lib/toast';

// The site's one stylesheet belongs to the public pages' entry, and the server links it on every page, the app's
// too. The development server has no such page, so there the app brings it itself.
if (import.meta.env.DEV) void import('./index.css');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const router = createBrowserRouter(appRoutes);
showCarriedToast();

void loadTexts(['common']).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
