// Checks the editor's « Référencement et partage » panel: live counters, the search result falling back to the title and
// excerpt while the owner's own words are empty, and the noindex box.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/generated/limits';
import { SeoPanel, searchSnippet, type SeoValues } from './SeoPanel';

const ARTICLE = { title: 'Bâtir un écosystème', excerpt: 'Trois piliers pour durer.', lang: 'fr' as const };

function Panel({ initial }: { initial: Partial<SeoValues> }) {
  const [values, setValues] = useState<SeoValues>({
    seoTitle: '',
    seoDescription: '',
    social: { kind: 'none' },
    noindex: false,
    ...initial,
  });
  return (
    <SeoPanel
      values={{ ...ARTICLE, ...values }}
      slug="batir-un-ecosysteme"
      siteTitle="Awa Mzé"
      errors={{}}
      progress={null}
      disabled={false}
      className=""
      onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
    />
  );
}

function snippet() {
  return within(screen.getByTestId('search-snippet'));
}

describe('referencing panel', () => {
  it('shows the page title and excerpt until the owner writes his own words, counting them as he types', async () => {
    const user = userEvent.setup();
    render(<Panel initial={{}} />);
    expect(snippet().getByText('Bâtir un écosystème | Awa Mzé')).toBeInTheDocument();
    expect(snippet().getByText('Trois piliers pour durer.')).toBeInTheDocument();
    expect(snippet().getByText('localhost:3000 › blog › batir-un-ecosysteme')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`0 / ${LIMITS.seoTitle} caractères`))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Titre pour les moteurs de recherche'), 'Le guide');
    await user.type(screen.getByLabelText('Description pour les moteurs de recherche'), 'En bref.');
    expect(snippet().getByText('Le guide')).toBeInTheDocument();
    expect(snippet().getByText('En bref.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`8 / ${LIMITS.seoTitle} caractères`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`8 / ${LIMITS.seoDescription} caractères`))).toBeInTheDocument();
    expect(screen.getByLabelText('Titre pour les moteurs de recherche')).toHaveAttribute('maxLength', '70');

    const noindex = screen.getByRole('checkbox', { name: 'Masquer aux moteurs de recherche' });
    expect(noindex).toHaveAccessibleDescription(/reste dans la liste du blog, les flux RSS et la recherche du site/);
    await user.click(noindex);
    expect(noindex).toBeChecked();
  });

  it('names the missing title and excerpt when there is nothing to fall back to', () => {
    expect(
      searchSnippet({ seoTitle: ' ', seoDescription: '', social: { kind: 'none' }, noindex: false, title: '', excerpt: '' }, ''),
    ).toEqual({
      title: '',
      description: '',
    });
    render(
      <SeoPanel
        values={{
          ...ARTICLE,
          title: '',
          excerpt: '',
          seoTitle: '',
          seoDescription: '',
          social: { kind: 'none' },
          noindex: false,
        }}
        slug=""
        siteTitle=""
        errors={{}}
        progress={null}
        disabled={false}
        className=""
        onChange={() => undefined}
      />,
    );
    expect(snippet().getByText("Titre de l'article")).toBeInTheDocument();
    expect(snippet().getByText("Le résumé de l'article s'affichera ici.")).toBeInTheDocument();
  });
});
