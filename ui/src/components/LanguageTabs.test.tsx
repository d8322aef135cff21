// Checks the language tab bar: absent with French alone, one tab per spoken language named in its own language,
// the panel it controls, and the keys that move along it (reversed right to left).
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/generated/Lang';
import { LanguageTabs } from './LanguageTabs';

function Tabs({ languages, dir }: { languages: readonly Lang[]; dir?: 'rtl' }) {
  const [lang, setLang] = useState<Lang>('fr');
  return (
    <div dir={dir} style={dir ? { direction: dir } : undefined}>
      <LanguageTabs languages={languages} value={lang} onChange={setLang} label="Langue des textes">
        <p>Formulaire {lang}</p>
      </LanguageTabs>
    </div>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('language tabs', () => {
  it('show nothing but the form when the site speaks French only', () => {
    render(<Tabs languages={['fr']} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('Formulaire fr')).toBeInTheDocument();
  });

  it('name each spoken language in its own language and switch the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs languages={['fr', 'en', 'ar']} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Langue des textes' })).toBeInTheDocument();
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('lang')])).toEqual([
      ['Français', 'fr'],
      ['English', 'en'],
      ['العربية', 'ar'],
    ]);
    expect(selected()).toHaveTextContent('Français');
    expect(screen.getByRole('tabpanel', { name: 'Français' })).toHaveTextContent('Formulaire fr');
    await user.click(screen.getByRole('tab', { name: 'العربية' }));
    expect(selected()).toHaveTextContent('العربية');
    expect(screen.getByRole('tabpanel', { name: 'العربية' })).toHaveTextContent('Formulaire ar');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('move with the arrow keys, Home and End, in reading order', async () => {
    const user = userEvent.setup();
    render(<Tabs languages={['fr', 'en']} />);
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('English');
    expect(selected()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Français');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('English');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Français');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('English');
  });

  it('reverse the arrows on a screen read right to left', async () => {
    const user = userEvent.setup();
    render(<Tabs languages={['fr', 'en', 'ar']} dir="rtl" />);
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('English');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Français');
  });
});
