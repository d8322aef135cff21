// Starts the single-page app inside the server-rendered shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@/lib/i18n';
import './index.css';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { forgetInitialAnswers } from '@/lib/initialAnswers';

const router = createBrowserRouter(appRoutes);
router.subscribe((state) => {
  // The arrival location keeps the key "default"; any other is a navigation.
  if (state.location.key !== 'default') forgetInitialAnswers();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Evaluating the modules and rendering the first screen are two tasks, not one long one, so
// the page answers a tap in between.
await new Promise((resolve) => setTimeout(resolve, 0));

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
