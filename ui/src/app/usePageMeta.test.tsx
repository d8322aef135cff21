// Checks that the favicon link follows the configured icon with a type that matches it, and leaves the server's link alone.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteWithOwner } from '@/test/fixtures';
import { useSite } from './SiteProvider';
import { useFavicon } from './usePageMeta';

function Page() {
  useFavicon();
  const { site } = useSite();
  return site ? <p>Réglages chargés</p> : null;
}

function serverLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  link.rel = 'icon';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
  return link;
}

async function openWithFavicon(faviconUrl: string) {
  mockFetch({ '/api/site': { body: siteWithOwner({ favicon_url: faviconUrl }) } });
  renderApp(<Page />);
  await screen.findByText('Réglages chargés');
}

describe('useFavicon', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
  });

  it('gives an uploaded icon the PNG type in place of the built-in SVG one', async () => {
    const link = serverLink({ href: '/favicon.svg', type: 'image/svg+xml' });
    await openWithFavicon('/media/favicons/ab12.png');
    await waitFor(() => expect(link).toHaveAttribute('href', '/media/favicons/ab12.png'));
    expect(link).toHaveAttribute('type', 'image/png');
  });

  it('drops the type for an icon whose format it cannot know', async () => {
    const link = serverLink({ href: '/favicon.svg', type: 'image/svg+xml' });
    await openWithFavicon('https://cdn.exemple.km/icone');
    await waitFor(() => expect(link).toHaveAttribute('href', 'https://cdn.exemple.km/icone'));
    expect(link).not.toHaveAttribute('type');
  });

  it("leaves the server's link to an uploaded icon with its type and size", async () => {
    const link = serverLink({ href: '/media/favicons/ab12.png', type: 'image/png', sizes: '256x256' });
    await openWithFavicon('/media/favicons/ab12.png');
    expect(link).toHaveAttribute('type', 'image/png');
    expect(link).toHaveAttribute('sizes', '256x256');
  });

  it("leaves the server's SVG link to the built-in icon", async () => {
    const link = serverLink({ href: '/favicon.svg', type: 'image/svg+xml' });
    await openWithFavicon('/favicon.ico');
    expect(link).toHaveAttribute('href', '/favicon.svg');
    expect(link).toHaveAttribute('type', 'image/svg+xml');
  });
});
