// The phone menu without React: the toggle opens and closes it with its labels, Escape and a chosen link close it.
import { describe, expect, it } from 'vitest';
import { wireMenu } from './menu';

/** The server's header in the page; each case leaves its menu closed, so the listeners of earlier ones stay idle. */
function page() {
  const page = document;
  page.body.innerHTML = `
    <button data-menu-toggle aria-controls="mobile-menu" aria-expanded="false" aria-label="Ouvrir le menu"
      data-label-open="Ouvrir le menu" data-label-close="Fermer le menu">≡</button>
    <div id="mobile-menu" hidden><a href="/blog">Blog</a><span>Réseaux</span></div>`;
  wireMenu(page);
  const toggle = page.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
  const menu = page.getElementById('mobile-menu')!;
  return { page, toggle, menu };
}

describe('phone menu', () => {
  it('opens and closes with its toggle, which says what it will do', () => {
    const { toggle, menu } = page();
    toggle.click();
    expect(menu.hidden).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Fermer le menu');
    toggle.click();
    expect(menu.hidden).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-label', 'Ouvrir le menu');
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    const { page: document, toggle, menu } = page();
    toggle.click();
    menu.querySelector('a')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a link is chosen, not on a click elsewhere in it', () => {
    const { toggle, menu } = page();
    toggle.click();
    menu.querySelector('span')!.click();
    expect(menu.hidden).toBe(false);
    menu.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(menu.hidden).toBe(true);
  });
});
