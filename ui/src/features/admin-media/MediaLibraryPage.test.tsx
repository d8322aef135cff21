// Checks the « Médiathèque » screen: the grid with usage badges, the search sent to the server, the empty state, an
// image's details with its places, the alternative text saved, and deletion that says where the image will disappear.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { FREE_IMAGE, USED_IMAGE, mediaList } from '@/test/mediaLibrary';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { MediaLibraryPage } from './MediaLibraryPage';

const ROUTES = [{ path: '/admin/media', element: <MediaLibraryPage /> }];
const PATH = '/api/admin/media';

function answers(more = {}) {
  return { ...startAnswers(account('super_admin')), [PATH]: { body: mediaList([USED_IMAGE, FREE_IMAGE]) }, ...more };
}

describe('media library screen', () => {
  it('shows every image with whether it is used, and searches as one types', async () => {
    const { requests } = mockFetch(answers());
    renderRoutes(ROUTES, '/admin/media');

    expect(await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })).toBeInTheDocument();
    const used = await screen.findByRole('button', { name: "Ouvrir l'image « Plage de Moroni.jpg »" });
    expect(within(used).getByText('Utilisée à 2 endroits')).toBeInTheDocument();
    const free = screen.getByRole('button', { name: "Ouvrir l'image « Image sans nom »" });
    expect(within(free).getByText('Non utilisée')).toBeInTheDocument();
    expect(screen.getByText('2 images')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Rechercher une image'), 'lagon');
    await waitFor(() => expect(requests.some((request) => request.url === `${PATH}?q=lagon`)).toBe(true));
  });

  it('says when the library is empty', async () => {
    mockFetch(answers({ [PATH]: { body: mediaList([]) } }));
    renderRoutes(ROUTES, '/admin/media');
    expect(await screen.findByText(/Aucune image pour l'instant/)).toBeInTheDocument();
  });

  it('opens an image, saves its alternative text and lists where it shows', async () => {
    const { requests } = mockFetch(answers({ [`${PATH}/7`]: { body: { image: USED_IMAGE } } }));
    renderRoutes(ROUTES, '/admin/media');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Ouvrir l'image « Plage de Moroni.jpg »" }));

    const dialog = await screen.findByRole('dialog', { name: 'Plage de Moroni.jpg' });
    expect(within(dialog).getByText('2000 × 1000 px')).toBeInTheDocument();
    expect(within(dialog).getByText('240 Ko')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Article « Un voyage »' })).toHaveAttribute('href', '/admin/blog/edit/3');
    expect(within(dialog).getByRole('link', { name: 'Paramètres du site' })).toHaveAttribute('href', '/admin/settings');

    const field = within(dialog).getByLabelText('Texte alternatif');
    expect(field).toHaveValue('Le lagon au coucher du soleil');
    await user.clear(field);
    await user.type(field, 'La plage de Moroni');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le texte alternatif' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
        url: `${PATH}/7`,
        body: { alt_text: 'La plage de Moroni' },
      }),
    );
  });

  it('deletes an image in use only once told where it will disappear', async () => {
    const { requests } = mockFetch(answers({ [`${PATH}/7`]: { status: 204 } }));
    renderRoutes(ROUTES, '/admin/media');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Ouvrir l'image « Plage de Moroni.jpg »" }));
    const dialog = await screen.findByRole('dialog', { name: 'Plage de Moroni.jpg' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer « Plage de Moroni.jpg » ?' });
    expect(within(confirm).getByText(/utilisée à 2 endroits/)).toBeInTheDocument();
    expect(within(confirm).getByText('Article « Un voyage » · Paramètres du site')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer quand même' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(`${PATH}/7?remove_from_places=true`),
    );
    expect(await screen.findByText('Image supprimée.')).toBeInTheDocument();
  });
});
