// Checks the editor's « Mots-clés » field: Enter and a comma add chips, repeats by case or accents are left out, each
// chip's button and Backspace in the empty input remove one, the counter and the limit, suggestions and the server's error.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TagsField, tagKey, withTyped } from './TagsField';

function Field({ initial = [], suggestions = [], error }: { initial?: string[]; suggestions?: string[]; error?: string }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form onSubmit={() => setTags(['envoyé'])}>
      <TagsField id="post-tags" value={tags} suggestions={suggestions} error={error} onChange={setTags} />
    </form>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Mots-clés choisis' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('keywords field', () => {
  it('adds a keyword on Enter or a comma, never twice, and counts them', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Mots-clés' });
    expect(screen.getByText('0 sur 10')).toBeInTheDocument();
    await user.type(input, ' Économie  bleue {Enter}');
    await user.type(input, 'pêche,Lagon,');
    await user.type(input, 'ECONOMIE bleue{Enter}');
    expect(chips()).toEqual(['Économie bleue', 'pêche', 'Lagon']);
    expect(input).toHaveValue('');
    expect(screen.getByText('3 sur 10')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Entrée ou une virgule ajoute le mot-clé.*3 sur 10/);
  });

  it('removes a chip by its button or the last one by Backspace in the empty input', async () => {
    const user = userEvent.setup();
    render(<Field initial={['Mer', 'Plages', 'Récif']} />);
    await user.click(screen.getByRole('button', { name: 'Retirer le mot-clé Plages' }));
    expect(chips()).toEqual(['Mer', 'Récif']);
    const input = screen.getByRole('combobox', { name: 'Mots-clés' });
    await user.type(input, 'ab{Backspace}{Backspace}');
    expect(chips()).toEqual(['Mer', 'Récif']);
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Mer']);
    expect(screen.getByText('1 sur 10')).toBeInTheDocument();
  });

  it('keeps the text typed past ten keywords, saying why', async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, at) => `mot ${at + 1}`);
    render(<Field initial={ten} />);
    const input = screen.getByRole('combobox', { name: 'Mots-clés' });
    expect(input).toHaveAttribute('placeholder', 'Dix mots-clés au maximum : retirez-en un pour en ajouter');
    await user.type(input, 'onzième{Enter}');
    expect(chips()).toHaveLength(10);
    expect(input).toHaveValue('onzième');
    expect(screen.getByText('10 sur 10')).toBeInTheDocument();
  });

  it('suggests the site keywords not chosen yet and shows the server error tied to the input', () => {
    render(<Field initial={['mangrove']} suggestions={['Mangrove', 'Baobab']} error="10 mots-clés au maximum par article." />);
    const input = screen.getByRole('combobox', { name: 'Mots-clés' });
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Baobab']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/10 mots-clés au maximum par article\./);
  });

  it('compares keywords without case or accents, as the server does', () => {
    expect(tagKey(' Œuvre Économique ')).toBe('oeuvre economique');
    expect(withTyped(['Pêche'], 'peche, Lagon , ,')).toEqual(['Pêche', 'Lagon']);
  });
});
