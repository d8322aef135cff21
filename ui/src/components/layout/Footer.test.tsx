// Checks that the footer names the owner and offers his contacts from the settings, and leaves no hole when they are empty.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteWithOwner } from '@/test/fixtures';
import { whatsappUrlFor } from '@/app/useOwner';
import { Footer } from './Footer';

describe('public footer', () => {
  it('shows the owner name, tagline, e-mail and a WhatsApp link built from the phone', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner() } });
    renderApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Awa Mzé' })).toBeInTheDocument();
    expect(within(footer).getByText('Je construis des ponts entre les îles et le continent.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'awa@exemple.km' })).toHaveAttribute('href', 'mailto:awa@exemple.km');
    const whatsapp = within(footer).getByRole('link', { name: /WhatsApp.*\+269 320 00 00 \(nouvel onglet\)/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2693200000');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Awa Mzé. Tous droits réservés.`)).toBeInTheDocument();
  });

  it('falls back to the site title and drops empty contacts', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner({ owner_name: '', tagline: '', contact_email: '', phone: '' }) } });
    renderApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Vitrine de test' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Vitrine de test. Tous droits réservés.`)).toBeInTheDocument();
  });

  it('offers the blog feed', async () => {
    mockFetch({ '/api/site': { body: siteWithOwner() } });
    renderApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Flux RSS du blog' })).toHaveAttribute('href', '/rss.xml');
  });
});

describe('whatsappUrlFor', () => {
  it('keeps the country code and number as digits, without the trunk "(0)"', () => {
    expect(whatsappUrlFor('+33 (0)6 12-34.56.78')).toBe('https://wa.me/33612345678');
    expect(whatsappUrlFor('00269 333 00 00')).toBe('https://wa.me/2693330000');
    expect(whatsappUrlFor('+1 (555) 123-4567')).toBe('https://wa.me/15551234567');
  });

  it('gives no link for a national number or no number', () => {
    expect(whatsappUrlFor('06 12 34 56 78')).toBe('');
    expect(whatsappUrlFor('+06 12 34 56 78')).toBe('');
    expect(whatsappUrlFor('')).toBe('');
  });
});
