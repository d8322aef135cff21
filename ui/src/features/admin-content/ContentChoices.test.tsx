// Checks what the owner chooses in the content editor: each service's and section's icon (a keyboard-usable radio group
// of the server's icons, each named in every language), and where the call to action's buttons lead.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { CONTENT_ICONS } from '@/generated/contentIcons';
import type { SiteContent } from '@/generated/SiteContent';
import fr from '@/locales/fr/adminContent.json';
import en from '@/locales/en/adminContent.json';
import ar from '@/locales/ar/adminContent.json';
import { SiteContentPage } from './SiteContentPage';

const CONTENT: SiteContent = {
  home_hero: null,
  home_stats: null,
  home_mission: null,
  home_services: {
    title: 'Mes domaines',
    items: [
      { title: 'Coaching', description: 'Un suivi individuel.', icon: 'compass' },
      { title: 'Tourisme', description: 'Des offres durables.', icon: 'palmtree' },
    ],
  },
  home_cta: { title: 'Un projet ?' },
  activities: { sections: [{ title: 'Conseil', body: 'Aux dirigeants.', icon: 'briefcase' }] },
  blog: null,
  timeline: null,
};

/** The content editor, whose saves get `onSave`'s answer (by default, the content as saved). */
function openEditor(onSave: () => { status?: number; body: unknown } = () => ({ body: CONTENT })) {
  const fetch = mockFetch({
    ...startAnswers(account('super_admin')),
    '/api/admin/content': async () => (fetch.requests.at(-1)?.method === 'PUT' ? onSave() : { body: CONTENT }),
  });
  renderRoutes([{ path: '/admin/site-content', element: <SiteContentPage /> }], '/admin/site-content');
  return fetch;
}

const service = (position: number) => screen.getByRole('group', { name: `Service ${position}` });
const saved = () => screen.findByText('Contenu du site mis à jour.');

describe('choices in the content editor', () => {
  it('names every icon the server offers, in each language', () => {
    for (const bundle of [fr, en, ar]) {
      const names: Record<string, string> = bundle.icons;
      expect(CONTENT_ICONS.filter(({ name }) => !names[name]?.trim())).toEqual([]);
    }
    expect(CONTENT_ICONS.length).toBeGreaterThanOrEqual(20);
  });

  it("shows each card's icon as a chosen radio, moves the choice with the arrow keys, and saves it", async () => {
    const { requests } = openEditor();
    const user = userEvent.setup();
    const icons = within(await screen.findByRole('group', { name: 'Service 2' })).getByRole('radiogroup', { name: 'Icône' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(CONTENT_ICONS.length);
    const palm = within(icons).getByRole('radio', { name: 'Voyages et loisirs (palmier)' });
    expect(palm).toBeChecked();
    expect(icons).toHaveAccessibleDescription('Icône choisie : Voyages et loisirs (palmier).');

    await user.click(within(icons).getByRole('radio', { name: 'Lancement (fusée)' }));
    expect(within(icons).getByRole('radio', { name: 'Lancement (fusée)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(icons).getByRole('radio', { name: 'Droit (balance)' })).toBeChecked();
    expect(icons).toHaveAccessibleDescription('Icône choisie : Droit (balance).');
    const section = within(screen.getByRole('group', { name: 'Section 1' })).getByRole('radiogroup', { name: 'Icône' });
    await user.click(within(section).getByRole('radio', { name: 'Conférences (tableau)' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await saved()).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      home_services: { items: [{ icon: 'compass' }, { icon: 'scale' }] },
      activities: { sections: [{ icon: 'presentation' }] },
    });
  });

  it('a new card has no icon until one is picked: the server gives it the one of its place', async () => {
    openEditor();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Service 1' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un service' }));
    const icons = within(service(3)).getByRole('radiogroup', { name: 'Icône' });
    expect(within(icons).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(icons).toHaveAccessibleDescription(/celle de sa place dans la liste/);
  });

  it('sends the call to action to a booking page, with a second button towards a page of the site', async () => {
    const { requests } = openEditor();
    const user = userEvent.setup();
    const main = await screen.findByRole('group', { name: 'Bouton principal' });
    expect(within(main).getByLabelText('Texte du bouton')).toHaveAttribute('placeholder', 'Prenons contact');
    expect(within(main).getByRole('radio', { name: 'Formulaire de contact' })).toBeChecked();
    expect(within(main).queryByLabelText('Adresse de la page de réservation')).not.toBeInTheDocument();

    await user.type(within(main).getByLabelText('Texte du bouton'), 'Réserver un appel');
    await user.click(within(main).getByRole('radio', { name: 'Page de réservation (Calendly, Cal.com…)' }));
    await user.type(within(main).getByLabelText('Adresse de la page de réservation'), 'https://cal.com/ahmed/30min');
    await user.click(screen.getByRole('button', { name: 'Ajouter un bouton secondaire' }));
    const second = screen.getByRole('group', { name: 'Bouton secondaire' });
    expect(within(second).getByRole('radio', { name: 'Une page du site' })).toBeChecked();
    await user.type(within(second).getByLabelText('Texte du bouton'), 'Mes activités');
    await user.type(within(second).getByLabelText('Chemin de la page'), '/activites');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await saved()).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      home_cta: {
        title: 'Un projet ?',
        button: { label: 'Réserver un appel', target: 'booking', url: 'https://cal.com/ahmed/30min' },
        secondary: { label: 'Mes activités', target: 'page', url: '/activites' },
      },
    });
  });

  it("shows the server's refusal under the booking address and focuses it", async () => {
    openEditor(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Invalide',
          fields: { 'home_cta.button.url': "L'adresse de réservation doit commencer par https://." },
        },
      },
    }));
    const user = userEvent.setup();
    const main = await screen.findByRole('group', { name: 'Bouton principal' });
    await user.click(within(main).getByRole('radio', { name: 'Page de réservation (Calendly, Cal.com…)' }));
    await user.type(within(main).getByLabelText('Adresse de la page de réservation'), 'http://cal.com/ahmed');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    const address = await within(main).findByLabelText('Adresse de la page de réservation');
    await screen.findByText('Impossible de sauvegarder les modifications.');
    expect(address).toHaveAccessibleDescription(/doit commencer par https:\/\//);
    expect(address).toHaveFocus();
  });
});
