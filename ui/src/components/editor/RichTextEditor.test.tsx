// Checks the real Lexical editor in a simulated browser: restoring saved content, the accessible toolbar,
// and the link form that refuses unsafe addresses.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type EditorContent } from './RichTextEditor';

function renderEditor(initial: { html?: string; json?: string } = {}) {
  const onChange = vi.fn<(content: EditorContent) => void>();
  const upload = vi.fn();
  render(
    <>
      <p id="content-label">Contenu</p>
      <RichTextEditor id="content" labelId="content-label" initialHtml={initial.html} initialJson={initial.json} uploadImage={upload} onChange={onChange} />
    </>,
  );
  return { onChange, upload };
}

describe('rich text editor', () => {
  it('restores saved HTML, pictures included', async () => {
    renderEditor({ html: '<h2>Une section</h2><p>Un <strong>mot</strong> fort.</p><p><img src="/media/images/ab12-960.webp" alt="Un schéma"></p>' });
    const textbox = screen.getByRole('textbox', { name: 'Contenu' });
    expect(await within(textbox).findByRole('heading', { level: 2, name: 'Une section' })).toBeInTheDocument();
    expect(within(textbox).getByText('mot')).toBeInTheDocument();
    expect(await within(textbox).findByRole('img', { name: 'Un schéma' })).toHaveAttribute('src', '/media/images/ab12-960.webp');
  });

  it('restores a saved editor state and offers a labelled toolbar with one tab stop', async () => {
    const json = JSON.stringify({
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'quote',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'text', version: 1, text: 'Une citation', format: 0, style: '', mode: 'normal', detail: 0 }],
          },
        ],
      },
    });
    renderEditor({ json });
    const textbox = screen.getByRole('textbox', { name: 'Contenu' });
    expect(await within(textbox).findByText('Une citation')).toBeInTheDocument();

    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du contenu' });
    expect(toolbar).toHaveAttribute('aria-controls', 'content');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Titre de section (H2)',
      'Sous-titre (H3)',
      'Gras',
      'Italique',
      'Souligné',
      'Liste à puces',
      'Liste numérotée',
      'Citation',
      'Lien',
      'Insérer une image',
      'Annuler',
      'Rétablir',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(within(toolbar).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await waitFor(() => expect(within(toolbar).getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1));

    const first = within(toolbar).getByRole('button', { name: 'Titre de section (H2)' });
    act(() => first.focus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Sous-titre (H3)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Insérer une image' })).toHaveFocus();
  });

  it('refuses link addresses that are neither web pages nor e-mail', async () => {
    renderEditor({ html: '<p>Un lien</p>' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lien' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un lien' });
    await user.type(within(dialog).getByLabelText('Adresse du lien'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(
      within(dialog).getByText('Seules les adresses web (http:// ou https://) et les adresses e-mail (mailto:) sont acceptées.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ajouter un lien' })).toBeInTheDocument();
  });
});
