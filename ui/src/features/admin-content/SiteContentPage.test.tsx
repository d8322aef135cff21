// Checks the content editor: saved values and default placeholders, list limits and moves, saving, server messages, cancelling and leaving.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import type { SiteContent } from '@/generated/SiteContent';
import { SiteContentPage } from './SiteContentPage';

const ROUTES = [{ path: '/admin/site-content', element: <SiteContentPage /> }];
const CONTENT: SiteContent = {
  home_hero: {
    title_part1: 'Ensemble',
    title_part2: 'faisons grandir',
    title_part3: '',
    subtitle: 'Conseil et réseau.',
    image_url: '/images/hero.svg',
  },
  home_stats: {
    stats: [
      { number: '15+', label: "Années d'expérience" },
      { number: '300+', label: 'Entrepreneurs accompagnés' },
      { number: '25', label: 'Pays' },
    ],
  },
  home_mission: null,
  home_services: { title: 'Mes domaines', subtitle: '', items: [{ title: 'Coaching', description: 'Un suivi individuel.' }] },
  home_cta: { title: 'Un projet ?', subtitle: '' },
  activities: null,
  blog: { subtitle: 'Analyses et conseils.' },
  timeline: null,
};

function openEditor(
  answers: Record<string, object> = { '/api/admin/content': { body: CONTENT } },
  user = account('super_admin'),
) {
  const fetch = mockFetch({ ...startAnswers(user), ...answers });
  const view = renderRoutes(ROUTES, '/admin/site-content');
  return { ...fetch, ...view };
}

const group = (name: string) => screen.getByRole('group', { name });
const statNumbers = () => screen.getAllByLabelText('Chiffre').map((input) => (input as HTMLInputElement).value);

describe('site content editor', () => {
  it('shows saved values, and empty fields with the text the site shows in their place', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { level: 1, name: "Gestion du Contenu de la Page d'Accueil" })).toBeInTheDocument();
    expect(await screen.findByLabelText('Titre — première partie')).toHaveValue('Ensemble');
    const third = screen.getByLabelText('Titre — troisième partie');
    expect(third).toHaveValue('');
    expect(third).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('Sous-titre', { selector: '#content-home_hero-subtitle' })).toHaveAccessibleDescription(
      "Laissé vide, le bandeau affiche votre phrase d'accroche (paramètres).",
    );
    const mission = screen.getByRole('region', { name: 'Mission' });
    expect(within(mission).getByLabelText('Titre')).toHaveAttribute('placeholder', 'Ma mission');
    expect(screen.getByRole('img', { name: /Image du hero/ })).toHaveAttribute('src', '/images/hero.svg');
    expect(statNumbers()).toEqual(['15+', '300+', '25']);
    expect(within(screen.getByRole('region', { name: /«.Blog.»/ })).getByLabelText('Sous-titre')).toHaveValue(
      'Analyses et conseils.',
    );
    expect(within(screen.getByRole('region', { name: /«.Mon Parcours.»/ })).getByLabelText('Sous-titre')).toHaveValue('');
    for (const name of ['Hero', 'Statistiques', 'Mission', 'Services', "Appel à l'action"]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: /Mes Activités/ })).toHaveTextContent('Aucune section enregistrée');
  });

  it('disables moving the first statistic up and the last one down, and reorders the others', async () => {
    openEditor();
    const user = userEvent.setup();
    await screen.findByLabelText('Titre — première partie');
    expect(within(group('Statistique 1')).getByRole('button', { name: 'Monter Statistique 1' })).toBeDisabled();
    expect(within(group('Statistique 1')).getByRole('button', { name: 'Descendre Statistique 1' })).toBeEnabled();
    expect(within(group('Statistique 3')).getByRole('button', { name: 'Descendre Statistique 3' })).toBeDisabled();
    expect(within(group('Statistique 3')).getByRole('button', { name: 'Monter Statistique 3' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Monter Statistique 3' }));
    expect(statNumbers()).toEqual(['15+', '25', '300+']);
    await user.click(screen.getByRole('button', { name: 'Descendre Statistique 1' }));
    expect(statNumbers()).toEqual(['25', '15+', '300+']);
    expect(screen.getByText('Modifications non sauvegardées')).toBeInTheDocument();
  });

  it('adds and removes statistics, and offers no invented figures once they are gone', async () => {
    openEditor();
    const user = userEvent.setup();
    await screen.findByLabelText('Titre — première partie');
    await user.click(screen.getByRole('button', { name: 'Ajouter une statistique' }));
    expect(statNumbers()).toEqual(['15+', '300+', '25', '']);
    for (const position of [4, 3, 2, 1]) {
      await user.click(screen.getByRole('button', { name: `Supprimer Statistique ${position}` }));
    }
    expect(screen.queryAllByLabelText('Chiffre')).toHaveLength(0);
    expect(screen.getByText(/Aucune statistique enregistrée/)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistiques' });
    expect(within(stats).queryByRole('button', { name: 'Reprendre les valeurs par défaut' })).not.toBeInTheDocument();
  });

  it('saves the whole content and confirms', async () => {
    const { requests } = openEditor({
      '/api/admin/content': async () => ({ body: CONTENT }),
    });
    const user = userEvent.setup();
    const first = await screen.findByLabelText('Titre — première partie');
    await user.clear(first);
    await user.type(first, 'Bâtissons');
    await user.click(screen.getByRole('button', { name: 'Monter Statistique 2' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Contenu du site mis à jour.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/admin/content');
    expect(put?.body).toMatchObject({
      home_hero: { title_part1: 'Bâtissons', title_part2: 'faisons grandir', image_url: '/images/hero.svg' },
      home_stats: {
        stats: [
          { number: '300+', label: 'Entrepreneurs accompagnés' },
          { number: '15+', label: "Années d'expérience" },
          { number: '25', label: 'Pays' },
        ],
      },
      home_mission: { title: '', paragraph1: '', paragraph2: '', image_url: '' },
      home_services: { title: 'Mes domaines', items: [{ title: 'Coaching', description: 'Un suivi individuel.' }] },
      home_cta: { title: 'Un projet ?', subtitle: '' },
      activities: { title: '', intro: '', sections: [] },
      blog: { subtitle: 'Analyses et conseils.' },
      timeline: { subtitle: '' },
    });
  });

  it('saves the blog and timeline subtitles, and offers no invented services once they are gone', async () => {
    const { requests } = openEditor({ '/api/admin/content': async () => ({ body: CONTENT }) });
    const user = userEvent.setup();
    await screen.findByLabelText('Titre — première partie');
    const services = screen.getByRole('region', { name: 'Services' });
    await user.click(within(services).getByRole('button', { name: 'Supprimer Service 1' }));
    expect(within(services).getByText(/la section des services n'apparaît pas/)).toBeInTheDocument();
    expect(within(services).queryByRole('button', { name: /défaut/ })).not.toBeInTheDocument();

    const blog = within(screen.getByRole('region', { name: /«.Blog.»/ })).getByLabelText('Sous-titre');
    await user.clear(blog);
    await user.type(blog, 'Mes notes de terrain.');
    await user.type(within(screen.getByRole('region', { name: /«.Mon Parcours.»/ })).getByLabelText('Sous-titre'), 'Mon chemin.');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Contenu du site mis à jour.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      home_services: { items: [] },
      blog: { subtitle: 'Mes notes de terrain.' },
      timeline: { subtitle: 'Mon chemin.' },
    });
  });

  it('shows the server message under the refused field', async () => {
    let saving = false;
    openEditor({
      '/api/admin/content': async () =>
        saving
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation',
                  message: 'La valeur est requise.',
                  fields: { 'home_stats.stats.1.number': 'La valeur est requise.' },
                },
              },
            }
          : { body: CONTENT },
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Titre — première partie');
    await user.clear(within(group('Statistique 2')).getByLabelText('Chiffre'));
    saving = true;
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Impossible de sauvegarder les modifications.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    const number = within(group('Statistique 2')).getByLabelText('Chiffre');
    expect(number).toHaveAccessibleDescription('La valeur est requise.');
    expect(number).toHaveFocus();
  });

  it('puts every field back to the saved state after confirming Annuler', async () => {
    const { requests } = openEditor();
    const user = userEvent.setup();
    const first = await screen.findByLabelText('Titre — première partie');
    await user.type(first, ' encore');
    await user.click(screen.getByRole('button', { name: 'Descendre Statistique 1' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('alertdialog', { name: /Annuler les modifications/ });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler les modifications' }));

    expect(await screen.findByText('Modifications annulées')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre — première partie')).toHaveValue('Ensemble');
    expect(statNumbers()).toEqual(['15+', '300+', '25']);
    expect(screen.queryByText('Modifications non sauvegardées')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = openEditor();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titre — première partie'), '!');
    act(() => {
      void router.navigate('/admin');
    });
    const dialog = await screen.findByRole('alertdialog', { name: /Quitter sans enregistrer/ });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/admin/site-content');
    act(() => {
      void router.navigate('/admin');
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('reports a failed load', async () => {
    openEditor({ '/api/admin/content': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger le contenu du site.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
