// Starts the single-page app inside the server-rendered shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@/lib/i18n';
import './index.css';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';

const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
