// Checks a screen's translation editor: fields prefilled with the translation and showing the French, Arabic written
// right to left, only the sections changed sent, the server's messages under their fields, and a translation removed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { TranslationEditor } from './TranslationEditor';
import type { TranslatableSection } from './translationForm';

const SECTIONS: TranslatableSection[] = [
  {
    source: 'content:home_hero',
    title: 'Hero',
    errorPrefix: 'home_hero',
    fields: [
      { path: 'title_part1', label: 'Titre — première partie', french: 'Ensemble', maxLength: 2000 },
      { path: 'subtitle', label: 'Sous-titre', french: 'Conseil et réseau.', maxLength: 2000, multiline: true },
    ],
  },
  {
    source: 'content:home_cta',
    title: "Appel à l'action",
    errorPrefix: 'home_cta',
    fields: [{ path: 'title', label: 'Titre', french: 'Un projet ?', maxLength: 2000 }],
  },
];

function openEditor(answers: Record<string, object>) {
  const fetch = mockFetch({ ...startAnswers(account('super_admin')), ...answers });
  renderRoutes(
    [{ path: '/admin/site-content', element: <TranslationEditor lang="ar" sections={SECTIONS} /> }],
    '/admin/site-content',
  );
  return fetch;
}

describe('translation editor', () => {
  it('prefills the translation, shows the French beside each field and writes Arabic right to left', async () => {
    openEditor({ '/api/admin/translations/ar': { body: { 'content:home_hero': { title_part1: 'معًا' } } } });
    const title = await screen.findByLabelText('Titre — première partie');
    expect(title).toHaveValue('معًا');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('placeholder', 'Ensemble');
    expect(title).toHaveAccessibleDescription('En français : Ensemble');
    const cta = screen.getByRole('region', { name: "Appel à l'action" });
    expect(within(cta).getByText('Pas encore traduit : le site affiche le texte français.')).toBeInTheDocument();
    expect(within(cta).queryByRole('button', { name: 'Supprimer la traduction' })).not.toBeInTheDocument();
    expect(screen.getByText(/Traduction en العربية/)).toBeInTheDocument();
  });

  it('sends the sections changed only, and shows the server message under its field', async () => {
    const message = 'Ce champ ne peut pas dépasser 2000 caractères.';
    const { requests } = openEditor({
      '/api/admin/translations/ar': { body: {} },
      '/api/admin/translations/ar/': {
        status: 400,
        body: { error: { code: 'validation', message, fields: { 'home_cta.title': message } } },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titre'), 'مشروع؟');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la traduction' }));
    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveFocus());
    expect(screen.getByLabelText('Titre')).toHaveAccessibleDescription(`En français : Un projet ? ${message}`);
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/admin/translations/ar/content%3Ahome_cta', body: { title: 'مشروع؟' } }),
    ]);
  });

  it('removes a translation once confirmed, emptying its fields', async () => {
    const { requests } = openEditor({
      '/api/admin/translations/ar': { body: { 'content:home_cta': { title: 'مشروع؟' } } },
      '/api/admin/translations/ar/': { status: 204 },
    });
    const user = userEvent.setup();
    const cta = await screen.findByRole('region', { name: "Appel à l'action" });
    expect(within(cta).getByLabelText('Titre')).toHaveValue('مشروع؟');
    await user.click(within(cta).getByRole('button', { name: 'Supprimer la traduction' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Traduction supprimée : le texte français s'affiche à sa place.")).toBeInTheDocument();
    expect(within(cta).getByLabelText('Titre')).toHaveValue('');
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/translations/ar/content%3Ahome_cta');
  });
});
