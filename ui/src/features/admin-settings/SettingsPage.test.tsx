// Checks the settings page: loaded values, the owner's identity, the required title, server field messages, image upload, saving then reloading, guards.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { ApiError } from '@/lib/api';
import type { SiteSettings } from '@/generated/SiteSettings';
import { uploadImage } from '@/lib/upload';
import { reloadPage } from './reloadPage';
import { RELOAD_DELAY_MS, SettingsPage } from './SettingsPage';

vi.mock('./reloadPage', () => ({ reloadPage: vi.fn() }));
vi.mock('@/lib/upload', () => ({ uploadImage: vi.fn() }));

const ROUTES = [{ path: '/admin/settings', element: <SettingsPage /> }];
const SETTINGS: SiteSettings = {
  seo: { title: 'Révolutionner l’Entrepreneuriat', description: 'Conseil et réseau.', social_image: '' },
  identity: {
    owner_name: 'Awa Mzé',
    tagline: 'Je construis des ponts entre les îles et le continent.',
    portrait_url: '',
    contact_email: 'awa@exemple.km',
    phone: '+269 320 00 00',
    favicon_url: '/favicon.ico',
    logo_url: '',
  },
  social: {
    facebook: 'https://facebook.com/exemple',
    twitter: '',
    linkedin: 'https://linkedin.com/in/exemple',
    instagram: '',
    wanzani: '',
  },
  languages: { en: false, ar: false },
};

function openSettings(answers: Record<string, object>, user = account('super_admin')) {
  const fetch = mockFetch({ ...startAnswers(user), ...answers });
  renderRoutes(ROUTES, '/admin/settings');
  return fetch;
}

beforeEach(() => {
  vi.mocked(reloadPage).mockReset();
  vi.mocked(uploadImage).mockReset();
});

describe('settings page', () => {
  it('shows the saved settings in their sections, with the languages', async () => {
    openSettings({ '/api/admin/settings': { body: SETTINGS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres Généraux' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Titre du site')).toHaveValue('Révolutionner l’Entrepreneuriat');
    expect(screen.getByLabelText('Description du site')).toHaveValue('Conseil et réseau.');
    expect(screen.getByLabelText("Favicon — adresse de l'image")).toHaveValue('/favicon.ico');
    expect(screen.getByRole('img', { name: /Favicon/ })).toHaveAttribute('src', '/favicon.ico');
    expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.com/exemple');
    expect(screen.getByLabelText('Wanzani')).toHaveValue('');
    const languages = screen.getByRole('region', { name: 'Langues' });
    expect(languages).toHaveTextContent("Vos textes que vous n'avez pas encore traduits y paraissent en français");
    const french = within(languages).getByRole('switch', { name: 'Français' });
    expect(french).toBeChecked();
    expect(french).toBeDisabled();
    expect(within(languages).getByRole('switch', { name: 'English' })).not.toBeChecked();
    expect(within(languages).getByRole('switch', { name: 'العربية' })).not.toBeChecked();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    for (const name of ['SEO', 'Identité du site', 'Réseaux sociaux']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('edits the owner identity and shows the server message under a national phone number', async () => {
    const message = 'Indiquez le numéro au format international, par exemple +33 6 12 34 56 78.';
    let refuse = false;
    const { requests } = openSettings({
      '/api/admin/settings': async () =>
        refuse
          ? { status: 400, body: { error: { code: 'validation', message, fields: { 'identity.phone': message } } } }
          : { body: SETTINGS },
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Votre nom');
    expect(name).toHaveValue('Awa Mzé');
    expect(screen.getByLabelText('Phrase de présentation')).toHaveValue('Je construis des ponts entre les îles et le continent.');
    expect(screen.getByLabelText('E-mail de contact')).toHaveValue('awa@exemple.km');
    expect(screen.getByLabelText('Portrait — envoyer une image')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Moussa Ali');
    const phone = screen.getByLabelText('WhatsApp / téléphone');
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de sauvegarder les paramètres.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      body: { identity: { ...SETTINGS.identity, owner_name: 'Moussa Ali', phone: '06 12 34 56 78' } },
    });
    expect(screen.getByLabelText('WhatsApp / téléphone')).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.+]/g, '\\$&')),
    );
    expect(screen.getByLabelText('WhatsApp / téléphone')).toHaveFocus();
  });

  it('turns a language on with the other settings', async () => {
    const { requests } = openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'العربية' }));
    expect(screen.getByRole('switch', { name: 'العربية' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres du site mis à jour.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      body: { languages: { en: false, ar: true }, seo: SETTINGS.seo },
    });
  });

  it('translates the SEO texts and the tagline under the tab of a language turned on', async () => {
    const { requests } = openSettings({
      '/api/admin/settings': { body: { ...SETTINGS, languages: { en: true, ar: false } } },
      '/api/admin/translations/en': { body: { 'settings:identity': { tagline: 'I build bridges.' } } },
      '/api/admin/translations/en/': {
        body: { value: { title: 'Building Entrepreneurship' }, updated_at: '2026-01-01T00:00:00Z' },
      },
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Langue des textes' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Français', 'English']);
    await user.click(within(tabs).getByRole('tab', { name: 'English' }));
    const title = await screen.findByLabelText('Titre du site', { selector: '[lang="en"]' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Révolutionner l’Entrepreneuriat');
    expect(screen.getByLabelText('Phrase de présentation', { selector: '[lang="en"]' })).toHaveValue('I build bridges.');
    expect(screen.queryByLabelText('Facebook')).not.toBeVisible();
    await user.type(title, 'Building Entrepreneurship');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la traduction' }));
    expect(await screen.findByText('Traduction enregistrée.')).toBeInTheDocument();
    const saved = requests.filter((request) => request.method === 'PUT');
    expect(saved).toEqual([
      expect.objectContaining({ url: '/api/admin/translations/en/settings%3Aseo', body: { title: 'Building Entrepreneurship' } }),
    ]);
  });

  it('requires a title before sending', async () => {
    const { requests } = openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Titre du site'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Le titre est requis.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre du site')).toHaveFocus();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves, confirms, then reloads the page', async () => {
    // What the screen said when the page reloaded: the order, whatever the machine's speed.
    let confirmedAtReload = false;
    vi.mocked(reloadPage).mockImplementation(() => {
      confirmedAtReload = screen.queryByText('Paramètres du site mis à jour.') !== null;
    });
    const { requests } = openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Titre du site');
    await user.clear(title);
    await user.type(title, 'Nouveau titre');
    await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/exemple');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres du site mis à jour.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/api/admin/settings',
      body: {
        ...SETTINGS,
        seo: { ...SETTINGS.seo, title: 'Nouveau titre' },
        social: { ...SETTINGS.social, instagram: 'https://instagram.com/exemple' },
      },
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: RELOAD_DELAY_MS + 2000 });
    expect(confirmedAtReload).toBe(true);
  });

  it('shows the server message under a refused social link', async () => {
    const message = 'Le lien doit commencer par http:// ou https://.';
    let requestsSeenPut = false;
    openSettings({
      '/api/admin/settings': async () =>
        requestsSeenPut
          ? { status: 400, body: { error: { code: 'validation', message, fields: { 'social.facebook': message } } } }
          : { body: SETTINGS },
    });
    const user = userEvent.setup();
    const facebook = await screen.findByLabelText('Facebook');
    await user.clear(facebook);
    await user.type(facebook, 'javascript:alert(1)');
    requestsSeenPut = true;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de sauvegarder les paramètres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook')).toHaveAccessibleDescription(new RegExp(message.replace(/[./]/g, '\\$&')));
    expect(screen.getByLabelText('Facebook')).toHaveFocus();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('uploads a logo with progress and uses the new address', async () => {
    let finish: (value: { id: number; url: string; variants: [] }) => void = () => {};
    vi.mocked(uploadImage).mockImplementation((_file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Logo ou monogramme — envoyer une image'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('progressbar', { name: "Envoi de l'image en cours" })).toHaveAttribute('value', '40');
    await act(async () => finish({ id: 1, url: '/media/images/abc123-1600.webp', variants: [] }));
    expect(screen.getByLabelText("Logo ou monogramme — adresse de l'image")).toHaveValue('/media/images/abc123-1600.webp');
    expect(screen.getByRole('img', { name: /Logo ou monogramme/ })).toHaveAttribute(
      'srcset',
      expect.stringContaining('abc123-480.webp 480w'),
    );
  });

  it("sends the home page's sharing image with the SEO texts", async () => {
    vi.mocked(uploadImage).mockResolvedValue({ id: 1, url: '/media/images/abc123-1600.webp', variants: [] });
    const { requests } = openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    const label = "Image de partage de la page d'accueil (réseaux sociaux, aussi pour les pages sans image)";
    await user.upload(
      await screen.findByLabelText(`${label} — envoyer une image`),
      new File(['png'], 'partage.png', { type: 'image/png' }),
    );
    expect(await screen.findByLabelText(`${label} — adresse de l'image`)).toHaveValue('/media/images/abc123-1600.webp');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres du site mis à jour.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      body: { seo: { ...SETTINGS.seo, social_image: '/media/images/abc123-1600.webp' } },
    });
  });

  it('reports a refused upload with the server message', async () => {
    vi.mocked(uploadImage).mockRejectedValue(
      new ApiError(415, 'unsupported_media_type', "Ce fichier n'est pas une image prise en charge."),
    );
    openSettings({ '/api/admin/settings': { body: SETTINGS } });
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Favicon — envoyer une image'),
      new File(['x'], 'icone.png', { type: 'image/png' }),
    );
    expect(await screen.findByText("Ce fichier n'est pas une image prise en charge.")).toBeInTheDocument();
    expect(screen.getByText("Erreur d'upload")).toBeInTheDocument();
    expect(screen.getByLabelText("Favicon — adresse de l'image")).toHaveValue('/favicon.ico');
  });

  it('reports a failed load', async () => {
    openSettings({ '/api/admin/settings': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les paramètres.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
