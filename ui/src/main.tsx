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

const root = createRoot(container);
let rendered = false;

function renderApp() {
  if (rendered) return;
  rendered = true;
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The page's HTML from the server is painted before the app replaces it, so a first visit sees
// the content without waiting for the render, and the render is a task of its own rather than
// part of one long start. Hidden tabs paint no frames: they start after a short wait instead.
setTimeout(renderApp, 100);
requestAnimationFrame(() => setTimeout(renderApp, 0));
