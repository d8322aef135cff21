// Wakes the islands of a public page: each one's code (and React with it) is fetched only when its trigger fires,
// and mounts over the server's markup, which stays the no-JavaScript fallback until then.
import type { Island, IslandContext, MountIsland } from '@/islands/types';
import { MENU_TOGGLE_SELECTOR } from './menu';
import { hasSignedInHint } from './signedIn';

export type IslandName = 'contact' | 'chat' | 'share' | 'account' | 'search' | 'newsletter';

export type IslandLoaders = Record<IslandName, () => Promise<{ mount: MountIsland }>>;

const LOADERS: IslandLoaders = {
  contact: () => import('@/islands/contact'),
  chat: () => import('@/islands/chat'),
  share: () => import('@/islands/share'),
  account: () => import('@/islands/account'),
  search: () => import('@/islands/search'),
  newsletter: () => import('@/islands/newsletter'),
};

/** Forms the server answers by itself, whose island only comes once the visitor starts filling one in. */
const FORMS_ENHANCED_ON_USE = ['search', 'newsletter'] as const satisfies readonly IslandName[];

/** The plain page the contact links lead to without JavaScript, and the address that opens the dialog. */
export const CONTACT_PATH = '/contact';
export const CONTACT_HASH = '#contact';

/** What counts as the visitor's first move on a page. */
const FIRST_MOVES = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

export interface WireOptions {
  loaders?: IslandLoaders;
  /** A full page load: where a trigger leads when its island cannot load. */
  navigate?: (address: string) => void;
}

/** A click the page may take over: a new tab, a new window or a download stays the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function propsOf(element: HTMLElement): unknown {
  const text = element.dataset.props;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A trigger in the phone menu is hidden once chosen: focus then goes back to the menu's toggle. */
function visibleOpener(page: Document, opener: HTMLElement | null): HTMLElement | null {
  if (!opener?.closest('[hidden]')) return opener;
  return page.querySelector<HTMLElement>(MENU_TOGGLE_SELECTOR);
}

function whenIdle(view: Window, run: () => void) {
  if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(run, { timeout: 2000 });
  else view.setTimeout(run, 1);
}

export function wireIslands(page: Document, options: WireOptions = {}): void {
  const view = page.defaultView ?? window;
  const loaders = options.loaders ?? LOADERS;
  const navigate = options.navigate ?? ((address: string) => view.location.assign(address));
  const mounted = new Map<HTMLElement, Promise<Island | null>>();

  function mount(element: HTMLElement, name: IslandName): Promise<Island | null> {
    let island = mounted.get(element);
    if (!island) {
      const context: IslandContext = { props: propsOf(element), openContact };
      island = loaders[name]().then((module) => module.mount(element, context));
      // A lost connection must not stop a later attempt.
      island.catch(() => mounted.delete(element));
      mounted.set(element, island);
    }
    return island;
  }

  function openContact(opener: HTMLElement | null) {
    const slot = page.querySelector<HTMLElement>('[data-island="contact"]');
    if (!slot) return navigate(CONTACT_PATH);
    mount(slot, 'contact').then(
      (island) => island?.open?.(visibleOpener(page, opener)),
      () => navigate(CONTACT_PATH),
    );
  }

  page.addEventListener('click', (event) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-contact]') : null;
    if (!trigger || !isPlainClick(event)) return;
    event.preventDefault();
    openContact(trigger);
  });
  const openContactByAddress = () => {
    if (view.location.hash === CONTACT_HASH) openContact(null);
  };
  view.addEventListener('hashchange', openContactByAddress);
  openContactByAddress();

  for (const element of page.querySelectorAll<HTMLElement>('[data-island="chat"]')) {
    const warm = () => void loaders.chat().catch(() => undefined);
    element.addEventListener('pointerenter', warm, { once: true });
    element.addEventListener('focusin', warm, { once: true });
    element.addEventListener('click', (event) => {
      // Only the server's launcher: links the assistant's answers hold are followed like any other.
      const launcher = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-chat-launcher]') : null;
      if (!launcher || !isPlainClick(event)) return;
      event.preventDefault();
      mount(element, 'chat').catch(() => navigate(launcher.href));
    });
  }

  // Sharing sits in an article's first screen: its buttons come with the visitor's first move (pointer, touch,
  // key or scroll), never with the page itself, so reading costs no React.
  const shares = page.querySelectorAll<HTMLElement>('[data-island="share"]');
  if (shares.length > 0) {
    const start = () => {
      for (const type of FIRST_MOVES) view.removeEventListener(type, start);
      shares.forEach((element) => void mount(element, 'share').catch(() => undefined));
    };
    for (const type of FIRST_MOVES) view.addEventListener(type, start, { passive: true });
  }

  if (hasSignedInHint(page.cookie)) {
    const accounts = page.querySelectorAll<HTMLElement>('[data-island="account"]');
    whenIdle(view, () => accounts.forEach((element) => void mount(element, 'account').catch(() => undefined)));
  }

  for (const name of FORMS_ENHANCED_ON_USE) {
    for (const form of page.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      const enhance = () => void mount(form, name).catch(() => undefined);
      form.addEventListener('focusin', enhance, { once: true });
      form.addEventListener('input', enhance, { once: true });
    }
  }
}
