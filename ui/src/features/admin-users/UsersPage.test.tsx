// Checks account management: the table, a role change, a refused change that reverts, and a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/app/testing';
import type { AdminUser } from '@/generated/AdminUser';
import { UsersPage } from './UsersPage';

const ROUTES = [{ path: '/admin/users', element: <UsersPage /> }];
const admin = account('super_admin');
const USERS: AdminUser[] = [
  { ...admin, created_at: '2025-08-08T12:00:00Z' },
  { ...account('promoter'), full_name: null, email: 'sans.nom@exemple.km', created_at: '2025-09-01T08:30:00Z' },
];

describe('users page', () => {
  it('lists the accounts with their role and French sign-up date', async () => {
    mockFetch({ ...startAnswers(admin), '/api/admin/users': { body: { users: USERS } } });
    renderRoutes(ROUTES, '/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nom',
      'Adresse e-mail',
      'Rôle',
      'Inscrit le',
    ]);
    expect(within(table).getByText('8 août 2025')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rôle de Salma Admin' })).toHaveValue('super_admin');
    const select = screen.getByRole('combobox', { name: 'Rôle de sans.nom@exemple.km' });
    expect(select).toHaveValue('promoter');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Super administrateur',
      'Modérateur',
      'Promoteur',
    ]);
  });

  it('changes a role and confirms it', async () => {
    const promoted = { ...USERS[1], role: 'moderator' };
    const { requests } = mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/3': { body: { user: promoted } },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Rôle de sans.nom@exemple.km' });
    await user.selectOptions(select, 'moderator');

    expect(await screen.findByText('Rôle mis à jour.')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(select).toHaveValue('moderator');
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/admin/users/3',
      body: { role: 'moderator' },
    });
  });

  it('puts the previous role back when the server refuses', async () => {
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users/1': {
        status: 409,
        body: { error: { code: 'conflict', message: 'Impossible de retirer le rôle du dernier super administrateur.' } },
      },
      '/api/admin/users': { body: { users: USERS } },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Rôle de Salma Admin' });
    await user.selectOptions(select, 'promoter');

    expect(await screen.findByText('Impossible de retirer le rôle du dernier super administrateur.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('super_admin'));
    expect(select).toBeEnabled();
  });

  it('says when the accounts cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...startAnswers(admin),
      '/api/admin/users': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    renderRoutes(ROUTES, '/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les utilisateurs.');
  });

  it('sends a moderator back to the back-office home', async () => {
    mockFetch(startAnswers(account('moderator')));
    renderRoutes(ROUTES, '/admin/users');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/admin');
  });
});
