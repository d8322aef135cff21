// The share island: the phone's share sheet only where the browser has one, and a copy of the article's address
// with a status saying whether it worked.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './share';
import { unmountIslands } from './root';

const PROPS = { url: 'https://exemple.km/blog/un-article', title: 'Un article' };

async function mountShare(props: unknown = PROPS) {
  const slot = document.createElement('div');
  document.body.append(slot);
  let island: Awaited<ReturnType<typeof mount>> = null;
  await act(async () => {
    island = await mount(slot, { props, openContact: vi.fn() });
  });
  return { slot, island };
}

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
});

describe('share island', () => {
  it('offers the share sheet where the browser has one, with the address and title the server gave', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await mountShare();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith(PROPS);
  });

  it('offers no share button where the browser has no share sheet', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    await mountShare();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

  it('copies the address and says so', async () => {
    // user-event puts its own clipboard in place: the spy goes on that one.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await mountShare();
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(PROPS.url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('copié'));
  });

  it('says when the browser refused the copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('refusé', 'NotAllowedError'));
    await mountShare();
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("n'a pas autorisé"));
  });

  it('keeps the slot empty without usable props', async () => {
    const { slot, island } = await mountShare({ title: 'sans adresse' });
    expect(island).toBeNull();
    expect(slot).toBeEmptyDOMElement();
  });
});
