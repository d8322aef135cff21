// The contact island: opened by the #contact address, it follows that address through the history.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './contact';
import { unmountIslands } from './root';

async function mountContact() {
  const slot = document.createElement('div');
  document.body.append(slot);
  let island: Awaited<ReturnType<typeof mount>> = null;
  await act(async () => {
    island = await mount(slot, { props: null, openContact: vi.fn() });
  });
  return island!;
}

/** What the browser does on going back from, or forward to, an address of the same page. */
function moveTo(hash: string) {
  act(() => {
    window.history.replaceState(null, '', `/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => {
  // Leaving the address closes a dialog it opened, before the island goes with its page.
  moveTo('');
  act(() => unmountIslands());
  document.body.replaceChildren();
});

describe('contact island', () => {
  it('closes when the address stops asking for it, and opens again when it asks anew', async () => {
    window.history.replaceState(null, '', '/#contact');
    const island = await mountContact();
    act(() => island.open?.(null));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();

    moveTo('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contactez-moi' })).not.toBeInTheDocument());

    moveTo('#contact');
    act(() => island.open?.(null));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });

  it('stays open on an address change when a link opened it', async () => {
    const island = await mountContact();
    act(() => island.open?.(document.body));
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();

    moveTo('#main');
    expect(screen.getByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });
});
