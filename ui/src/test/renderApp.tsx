// Renders a screen inside the app's providers and an in-memory router, as the real app does.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';

export function renderApp(element: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Ailleurs</p> },
    ],
    {
      initialEntries: [route],
    },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
