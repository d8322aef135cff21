// The account island: a signed-in browser gets the person's menu in place of « Collaborer »; a session that is gone
// leaves the link and forgets the hint.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { SIGNED_IN_COOKIE } from '@/public/signedIn';
import { forgetCurrentUser, mount } from './account';
import { unmountIslands } from './root';

const FALLBACK = '<a href="/login">Collaborer</a>';

async function mountAccount() {
  const slot = document.createElement('div');
  slot.innerHTML = FALLBACK;
  document.body.append(slot);
  let island: Awaited<ReturnType<typeof mount>> = null;
  await act(async () => {
    island = await mount(slot, { props: null, openContact: vi.fn() });
  });
  return { slot, island };
}

beforeEach(() => {
  forgetCurrentUser();
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
});

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
});

describe('account island', () => {
  it("shows a staff member's menu: their space, their profile, sign-out, by keyboard", async () => {
    mockFetch({ '/api/auth/me': { body: { user: account('moderator') } } });
    await mountAccount();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Moussa Modo' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Moussa Modo' });
    expect(within(menu).getByRole('menuitem', { name: 'Mon espace' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: 'Mon espace' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute('href', '/admin/profile');
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Se déconnecter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('leads a promoter to the promoter space', async () => {
    mockFetch({ '/api/auth/me': { body: { user: account('promoter') } } });
    await mountAccount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Awa Mohamed' }));
    expect(screen.getByRole('menuitem', { name: 'Mon espace' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('asks who is signed in once for every slot of the page', async () => {
    const { requests } = mockFetch({ '/api/auth/me': { body: { user: account('promoter') } } });
    await mountAccount();
    await mountAccount();
    expect(screen.getAllByRole('button', { name: 'Awa Mohamed' })).toHaveLength(2);
    expect(requests.filter((request) => request.url === '/api/auth/me')).toHaveLength(1);
  });

  it('keeps the « Collaborer » link and forgets the hint when the session is gone', async () => {
    mockFetch({
      '/api/auth/me': { status: 401, body: { error: { code: 'unauthorized', message: 'Vous devez être connecté.' } } },
    });
    const { slot, island } = await mountAccount();
    expect(island).toBeNull();
    expect(slot.innerHTML).toBe(FALLBACK);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('keeps the link, and the hint, when the server cannot answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/auth/me': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } } });
    const { slot } = await mountAccount();
    expect(slot.innerHTML).toBe(FALLBACK);
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
  });

  it('signs out, forgets the hint and reloads the page', async () => {
    const { requests } = mockFetch({
      '/api/auth/me': { body: { user: account('promoter') } },
      '/api/auth/logout': { status: 204 },
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await mountAccount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Awa Mohamed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(requests.some((request) => request.url === '/api/auth/logout' && request.method === 'POST')).toBe(true);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });

  it('says so when signing out fails, and stays signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/auth/me': { body: { user: account('promoter') } },
      '/api/auth/logout': { status: 500, body: { error: { code: 'internal', message: 'Erreur interne.' } } },
    });
    await mountAccount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Awa Mohamed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("La déconnexion n'a pas abouti");
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
  });
});
