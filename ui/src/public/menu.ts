// The phone menu of the server's header: the toggle shows and hides it, Escape closes it, choosing a link closes it.

export const MENU_TOGGLE_SELECTOR = 'button[data-menu-toggle]';

export function wireMenu(page: Document): void {
  const toggle = page.querySelector<HTMLButtonElement>(MENU_TOGGLE_SELECTOR);
  const menu = toggle ? page.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !menu) return;

  function setOpen(open: boolean) {
    menu!.hidden = !open;
    toggle!.setAttribute('aria-expanded', String(open));
    const label = open ? toggle!.dataset.labelClose : toggle!.dataset.labelOpen;
    if (label) toggle!.setAttribute('aria-label', label);
  }

  toggle.addEventListener('click', () => setOpen(menu.hidden));
  page.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
}
