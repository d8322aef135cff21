// Checks that a cover can be taken from the media library: the picker lists the images, pages through them, and the
// one pressed becomes the field's saved image.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mockFetch';
import { FREE_IMAGE, USED_IMAGE, mediaList } from '@/test/mediaLibrary';
import { queryWrapper } from '@/test/renderApp';
import type { ImageValue } from './postForm';
import { PostImageField } from './PostImageField';

describe('post image field', () => {
  it('takes an image from the media library, page by page', async () => {
    const { requests } = mockFetch({ '/api/admin/media': { body: mediaList([USED_IMAGE, FREE_IMAGE], 60) } });
    const onChange = vi.fn<(value: ImageValue) => void>();
    render(
      <PostImageField
        id="cover"
        label="Image de couverture"
        hint=""
        value={{ kind: 'none' }}
        progress={null}
        onChange={onChange}
      />,
      { wrapper: queryWrapper() },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choisir dans la médiathèque pour « Image de couverture »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir dans la médiathèque' });
    expect(await within(dialog).findByText('60 images')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(requests.some((request) => request.url === '/api/admin/media?page=2')).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: "Choisir l'image « Image sans nom »" }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'saved', url: FREE_IMAGE.url });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
