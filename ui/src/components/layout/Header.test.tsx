// Checks the header's brand, phone menu, active link and links to the configured social profiles.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle, siteWithOwner } from '@/test/fixtures';
import { Header } from './Header';

function mobileMenu() {
  return document.getElementById('mobile-menu') as HTMLElement;
}

describe('public header', () => {
  it('shows the uploaded logo, named after the owner, when the settings have one', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner({ logo_url: '/media/images/logo-240.png' }) } });
    renderApp(<Header />, { path: '*' });

    const home = await screen.findByRole('link', { name: "Awa Mzé, retour à l'accueil" });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Awa Mzé' })).toHaveAttribute('src', '/media/images/logo-240.png');
    expect(within(home).queryByText('Awa Mzé')).not.toBeInTheDocument();
  });

  it('shows the owner’s name instead when no logo is set', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner() } });
    renderApp(<Header />, { path: '*' });

    const home = await screen.findByRole('link', { name: "Awa Mzé, retour à l'accueil" });
    expect(home).toHaveTextContent('Awa Mzé');
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the phone menu and closes it after a choice', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    const user = userEvent.setup();
    const { router } = renderApp(<Header />, { path: '*', route: '/' });

    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(mobileMenu()).toBeVisible();

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the phone menu on Escape and gives focus back to the toggle', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    const user = userEvent.setup();
    renderApp(<Header />, { path: '*' });

    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the contact dialog from the phone menu and closes the menu', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    const user = userEvent.setup();
    renderApp(<Header />, { path: '*' });

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
    expect(mobileMenu()).not.toBeVisible();
  });

  it('marks the current page and links to the login page', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    renderApp(<Header />, { path: '*', route: '/parcours' });
    await screen.findByRole('link', { name: /LinkedIn/ });

    const nav = screen.getAllByRole('navigation', { name: 'Navigation principale' })[0];
    expect(within(nav).getByRole('link', { name: 'Mon Parcours' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Collaborons' })).toHaveAttribute('href', '/login');
  });

  it('links every configured profile in a new tab, Instagram included', async () => {
    const social = { ...siteBundle.settings.social, instagram: 'https://instagram.example/owner' };
    mockFetch({ '/api/site': { body: { ...siteBundle, settings: { ...siteBundle.settings, social } } } });
    renderApp(<Header />, { path: '*' });

    const expected: [RegExp, string][] = [
      [/^LinkedIn \(nouvel onglet\)$/, 'https://linkedin.example/in/owner'],
      [/^X \(Twitter\) \(nouvel onglet\)$/, 'https://x.example/owner'],
      [/^Instagram \(nouvel onglet\)$/, 'https://instagram.example/owner'],
    ];
    for (const [name, href] of expected) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    expect(screen.queryByRole('button', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('hides the icon of a network whose address is empty', async () => {
    mockFetch({ '/api/site': { body: siteBundle } });
    renderApp(<Header />, { path: '*' });

    await screen.findByRole('link', { name: /LinkedIn/ });
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Instagram/ })).not.toBeInTheDocument();
  });
});
