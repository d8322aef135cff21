// Checks the real Lexical editor in a simulated browser: restoring saved content, the accessible toolbar,
// the link form that refuses unsafe addresses, pictures that can be selected, written after and re-described, a picture
// taken from the media library, and Arabic written right to left.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { USED_IMAGE, mediaList } from '@/test/mediaLibrary';
import { queryWrapper } from '@/test/renderApp';
import { RichTextEditor, type EditorContent } from './RichTextEditor';

function renderEditor(initial: { html?: string; json?: string; lang?: string; dir?: 'ltr' | 'rtl' } = {}) {
  const onChange = vi.fn<(content: EditorContent) => void>();
  const upload = vi.fn();
  render(
    <>
      <p id="content-label">Contenu</p>
      <RichTextEditor
        id="content"
        labelId="content-label"
        initialHtml={initial.html}
        initialJson={initial.json}
        uploadImage={upload}
        onChange={onChange}
        lang={initial.lang}
        dir={initial.dir}
      />
    </>,
    { wrapper: queryWrapper() },
  );
  return { onChange, upload };
}

describe('rich text editor', () => {
  it('writes Arabic right to left from its root, which is not an edit of the content', async () => {
    const { onChange } = renderEditor({ html: '<p>نص المقال</p><p>Une citation</p>', lang: 'ar', dir: 'rtl' });
    const textbox = screen.getByRole('textbox', { name: 'Contenu' });
    await waitFor(() => expect(textbox).toHaveAttribute('dir', 'rtl'));
    expect(textbox).toHaveAttribute('lang', 'ar');
    // Every paragraph takes the root's direction, a French one too.
    expect((await within(textbox).findByText('Une citation')).closest('p')).not.toHaveAttribute('dir');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets each paragraph of French content follow its own letters', async () => {
    renderEditor({ html: '<p>Un texte</p><p>نص</p>', lang: 'fr', dir: 'ltr' });
    const textbox = screen.getByRole('textbox', { name: 'Contenu' });
    expect(await within(textbox).findByText('نص')).toBeInTheDocument();
    expect(textbox).not.toHaveAttribute('dir');
    expect(textbox).toHaveAttribute('lang', 'fr');
    expect(within(textbox).getByText('نص').closest('p')).toHaveAttribute('dir', 'auto');
  });

  it('restores saved HTML, pictures included', async () => {
    renderEditor({
      html: '<h2>Une section</h2><p>Un <strong>mot</strong> fort.</p><p><img src="/media/images/ab12-960.webp" alt="Un schéma"></p>',
    });
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
      'Choisir une image dans la médiathèque',
      'Modifier le texte alternatif',
      'Annuler',
      'Rétablir',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(within(toolbar).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await waitFor(() =>
      expect(
        within(toolbar)
          .getAllByRole('button')
          .filter((button) => button.tabIndex === 0),
      ).toHaveLength(1),
    );

    const first = within(toolbar).getByRole('button', { name: 'Titre de section (H2)' });
    act(() => first.focus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Sous-titre (H3)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Choisir une image dans la médiathèque' })).toHaveFocus();
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

  it('selects a clicked picture, writes after it and changes its alt text', async () => {
    // Lexical scrolls the caret into view, which jsdom cannot measure.
    Object.defineProperty(Range.prototype, 'getBoundingClientRect', { configurable: true, value: () => new DOMRect() });
    onTestFinished(() => {
      Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
    });
    const { onChange } = renderEditor({
      html: '<p>Avant</p><p>Début <img src="/media/images/ab12-960.webp" alt="Un schéma"> fin</p>',
    });
    const user = userEvent.setup();
    const textbox = screen.getByRole('textbox', { name: 'Contenu' });
    const altButton = screen.getByRole('button', { name: 'Modifier le texte alternatif' });
    expect(altButton).toBeDisabled();

    const picture = await within(textbox).findByRole('img', { name: 'Un schéma' });
    await user.click(picture);
    await waitFor(() => expect(within(textbox).getByRole('img', { name: 'Un schéma' })).toHaveAttribute('data-selected', 'true'));
    expect(altButton).toBeEnabled();

    // A key event straight on the text: user-event would first move the DOM caret, which the browser does not do.
    fireEvent.keyDown(textbox, { key: 'X' });
    await waitFor(() => expect(onChange.mock.lastCall?.[0].html).toMatch(/alt="Un schéma"[^>]*>(<span[^>]*>)?X ?fin/));
    expect(onChange.mock.lastCall?.[0].html).toMatch(/<p[^>]*><span[^>]*>Avant<\/span><\/p>/);

    await user.click(within(textbox).getByRole('img', { name: 'Un schéma' }));
    await user.click(screen.getByRole('button', { name: 'Modifier le texte alternatif' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le texte alternatif' });
    const field = within(dialog).getByLabelText('Texte alternatif');
    expect(field).toHaveValue('Un schéma');
    await user.clear(field);
    await user.type(field, 'Le schéma du financement');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(textbox).findByRole('img', { name: 'Le schéma du financement' })).toBeInTheDocument();
    await waitFor(() => expect(onChange.mock.lastCall?.[0].html).toContain('alt="Le schéma du financement"'));
  });

  it('puts a picture of the media library in the text, with the description it was given there', async () => {
    mockFetch({ '/api/admin/media': { body: mediaList([USED_IMAGE]) } });
    const { onChange, upload } = renderEditor({ html: '<p>Un texte</p>' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choisir une image dans la médiathèque' }));
    const library = await screen.findByRole('dialog', { name: 'Choisir dans la médiathèque' });
    await user.click(await within(library).findByRole('button', { name: "Choisir l'image « Plage de Moroni.jpg »" }));

    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    expect(within(dialog).getByLabelText('Texte alternatif')).toHaveValue('Le lagon au coucher du soleil');
    await user.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0].html).toContain(
        `src="/media/images/${USED_IMAGE.image_key}-960.webp" alt="Le lagon au coucher du soleil"`,
      ),
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
