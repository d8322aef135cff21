// The public pages' script: no island's code before its trigger fires, then each island loaded once and mounted
// over its fallback; a trigger whose island cannot load leads where its link does.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Island, MountIsland } from '@/islands/types';
import { wireIslands, type IslandLoaders, type IslandName } from './islands';
import { SIGNED_IN_COOKIE } from './signedIn';

const NAMES: IslandName[] = ['contact', 'chat', 'share', 'account', 'search', 'newsletter'];

/** Fake island modules: each records what it mounts and hands back an island whose `open` is recorded too. */
function fakeIslands() {
  const open = vi.fn<(opener: HTMLElement | null) => void>();
  const mounts = Object.fromEntries(
    NAMES.map((name) => [name, vi.fn<MountIsland>(async (): Promise<Island> => ({ open }))]),
  ) as Record<IslandName, ReturnType<typeof vi.fn<MountIsland>>>;
  const loaders = Object.fromEntries(
    NAMES.map((name) => [name, vi.fn(async () => ({ mount: mounts[name] }))]),
  ) as unknown as IslandLoaders & Record<IslandName, ReturnType<typeof vi.fn>>;
  return { loaders, mounts, open };
}

/** A page of its own for each case, so no listener of an earlier case answers. */
function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = html;
  return page;
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

const HEADER = `
  <button data-menu-toggle aria-controls="mobile-menu" aria-expanded="false">Menu</button>
  <div id="mobile-menu" hidden><a href="/contact" data-contact id="menu-contact">Contact</a></div>
  <a href="/contact" data-contact id="footer-contact">Écrivez-moi</a>
  <a href="/contact" data-contact id="cta-contact">Discutons</a>
  <div data-island="contact"></div>`;

beforeEach(() => window.history.replaceState(null, '', '/'));

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
});

describe('before any interaction', () => {
  it('loads no island for an anonymous visitor', async () => {
    const { loaders } = fakeIslands();
    wireIslands(
      pageWith(`${HEADER}
        <div data-island="chat"><a href="/contact" aria-label="Assistant">?</a></div>
        <div data-island="account"><a href="/login">Collaborer</a></div>
        <form data-island="search" action="/blog"><input type="search" name="q"></form>
        <form data-island="newsletter" method="post" action="/newsletter"><input type="email" name="email"></form>`),
      { loaders, navigate: vi.fn() },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const name of NAMES) expect(loaders[name]).not.toHaveBeenCalled();
  });
});

describe('contact island', () => {
  it('opens on the first click of any contact link, loaded once, with focus to come back to that link', async () => {
    const { loaders, mounts, open } = fakeIslands();
    const page = pageWith(HEADER);
    wireIslands(page, { loaders, navigate: vi.fn() });

    const footerLink = page.getElementById('footer-contact')!;
    expect(click(footerLink).defaultPrevented).toBe(true);
    await waitFor(() => expect(open).toHaveBeenCalledWith(footerLink));
    expect(mounts.contact).toHaveBeenCalledWith(page.querySelector('[data-island="contact"]'), expect.anything());

    const ctaLink = page.getElementById('cta-contact')!;
    click(ctaLink);
    await waitFor(() => expect(open).toHaveBeenLastCalledWith(ctaLink));
    expect(loaders.contact).toHaveBeenCalledTimes(1);
    expect(mounts.contact).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the menu toggle when the link chosen was in the closed phone menu', async () => {
    const { loaders, open } = fakeIslands();
    const page = pageWith(HEADER);
    wireIslands(page, { loaders, navigate: vi.fn() });
    click(page.getElementById('menu-contact')!);
    await waitFor(() => expect(open).toHaveBeenCalledWith(page.querySelector('[data-menu-toggle]')));
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const { loaders } = fakeIslands();
    const page = pageWith(HEADER);
    wireIslands(page, { loaders, navigate: vi.fn() });
    expect(click(page.getElementById('footer-contact')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(page.getElementById('footer-contact')!, { button: 1 }).defaultPrevented).toBe(false);
    expect(loaders.contact).not.toHaveBeenCalled();
  });

  it('opens at once on a page opened at #contact, with no opener', async () => {
    window.history.replaceState(null, '', '/blog#contact');
    const { loaders, open } = fakeIslands();
    wireIslands(pageWith(HEADER), { loaders, navigate: vi.fn() });
    await waitFor(() => expect(open).toHaveBeenCalledWith(null));
  });

  it('goes to the plain contact page when its code cannot be loaded, and tries again on the next click', async () => {
    const { loaders } = fakeIslands();
    loaders.contact.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    const page = pageWith(HEADER);
    wireIslands(page, { loaders, navigate });
    click(page.getElementById('footer-contact')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contact'));
    click(page.getElementById('footer-contact')!);
    await waitFor(() => expect(loaders.contact).toHaveBeenCalledTimes(2));
  });
});

describe('chat island', () => {
  const CHAT =
    '<div data-island="chat"><a href="/contact" data-chat-launcher aria-label="Ouvrir l\'assistant"><svg></svg></a></div>';

  it('fetches its code when the launcher is pointed at, and mounts on the first click', async () => {
    const { loaders, mounts } = fakeIslands();
    const page = pageWith(CHAT);
    wireIslands(page, { loaders, navigate: vi.fn() });
    const slot = page.querySelector<HTMLElement>('[data-island="chat"]')!;

    slot.dispatchEvent(new Event('pointerenter'));
    expect(loaders.chat).toHaveBeenCalledTimes(1);
    expect(mounts.chat).not.toHaveBeenCalled();

    expect(click(slot.querySelector('svg')!).defaultPrevented).toBe(true);
    await waitFor(() => expect(mounts.chat).toHaveBeenCalledWith(slot, expect.anything()));
  });

  it("leaves a link of the assistant's answers to the browser", async () => {
    const { loaders, mounts } = fakeIslands();
    const page = pageWith(CHAT);
    wireIslands(page, { loaders, navigate: vi.fn() });
    const slot = page.querySelector<HTMLElement>('[data-island="chat"]')!;
    click(slot.querySelector('a')!);
    await waitFor(() => expect(mounts.chat).toHaveBeenCalledTimes(1));
    slot.innerHTML = '<div role="dialog"><a href="/parcours">Mon Parcours</a></div>';
    expect(click(slot.querySelector('a')!).defaultPrevented).toBe(false);
  });

  it('follows the launcher link when its code cannot be loaded', async () => {
    const { loaders } = fakeIslands();
    loaders.chat.mockRejectedValue(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    const page = pageWith(CHAT);
    wireIslands(page, { loaders, navigate });
    click(page.querySelector('[data-island="chat"] a')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/contact$/)));
  });

  it('lets the chat hand over to the contact dialog', async () => {
    const { loaders, mounts, open } = fakeIslands();
    const page = pageWith(`${HEADER}${CHAT}`);
    wireIslands(page, { loaders, navigate: vi.fn() });
    click(page.querySelector('[data-island="chat"] a')!);
    await waitFor(() => expect(mounts.chat).toHaveBeenCalled());
    const launcher = page.createElement('button');
    mounts.chat.mock.calls[0][1].openContact(launcher);
    await waitFor(() => expect(open).toHaveBeenCalledWith(launcher));
  });
});

describe('share island', () => {
  it("mounts with its props at the visitor's first move, not with the page", async () => {
    const { loaders, mounts } = fakeIslands();
    const page = pageWith(`<div data-island="share" data-props='{"url":"https://exemple.km/blog/a","title":"Un titre"}'></div>`);
    wireIslands(page, { loaders, navigate: vi.fn() });
    const slot = page.querySelector('[data-island="share"]')!;
    expect(loaders.share).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(mounts.share).toHaveBeenCalledWith(slot, {
        props: { url: 'https://exemple.km/blog/a', title: 'Un titre' },
        openContact: expect.any(Function),
      }),
    );
    window.dispatchEvent(new Event('keydown'));
    expect(mounts.share).toHaveBeenCalledTimes(1);
  });
});

describe('account island', () => {
  const ACCOUNT = '<div data-island="account"><a href="/login">Collaborer</a></div>';

  it('is loaded, once the page is idle, only in a browser that signed in', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const { loaders, mounts } = fakeIslands();
    document.body.innerHTML = ACCOUNT;
    wireIslands(document, { loaders, navigate: vi.fn() });
    await waitFor(() =>
      expect(mounts.account).toHaveBeenCalledWith(document.querySelector('[data-island="account"]'), expect.anything()),
    );
  });

  it('stays a link for a visitor without the signed-in hint', async () => {
    document.cookie = 'autre=1; Path=/';
    const { loaders } = fakeIslands();
    document.body.innerHTML = ACCOUNT;
    wireIslands(document, { loaders, navigate: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaders.account).not.toHaveBeenCalled();
  });
});

describe('search island', () => {
  it('is loaded when the search form is first used', async () => {
    const { loaders, mounts } = fakeIslands();
    const page = pageWith('<form data-island="search" action="/blog"><input type="search" name="q"></form>');
    wireIslands(page, { loaders, navigate: vi.fn() });
    const input = page.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(mounts.search).toHaveBeenCalledWith(page.querySelector('form'), expect.anything()));
    expect(loaders.search).toHaveBeenCalledTimes(1);
  });
});

describe('newsletter island', () => {
  it('is loaded when the subscribe form is first focused, once', async () => {
    const { loaders, mounts } = fakeIslands();
    const page = pageWith(
      '<form data-island="newsletter" method="post" action="/newsletter"><input type="email" name="email"></form>',
    );
    wireIslands(page, { loaders, navigate: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaders.newsletter).not.toHaveBeenCalled();
    const input = page.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(mounts.newsletter).toHaveBeenCalledWith(page.querySelector('form'), expect.anything()));
    expect(loaders.newsletter).toHaveBeenCalledTimes(1);
  });
});
