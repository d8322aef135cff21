// Checks the shared uploader: progress as the file goes out, the JSON answer, and the server's error as an ApiError.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fakeUploads } from '@/test/fakeUploads';
import { uploadFile } from './upload';

const photo = () => new File(['x'], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('reports progress, then resolves with the answer', async () => {
    const { sent } = fakeUploads(() => ({ status: 201, body: { url: '/media/photo.png' } }));
    const progress: number[] = [];
    const answer = await uploadFile('/api/admin/uploads', photo(), {
      onProgress: (percent) => progress.push(percent),
      failureMessage: 'Échec.',
    });
    expect(answer).toEqual({ url: '/media/photo.png' });
    expect(progress).toEqual([50, 100]);
    expect(sent).toEqual([{ url: '/api/admin/uploads', name: 'photo.png' }]);
  });

  it("rejects with the server's code and French message", async () => {
    fakeUploads(() => ({ status: 413, body: { error: { code: 'payload_too_large', message: "L'image dépasse 10 Mo." } } }));
    const failure = uploadFile('/api/admin/uploads', photo(), { failureMessage: 'Échec.' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, code: 'payload_too_large', message: "L'image dépasse 10 Mo." });
  });

  it('falls back to the given message when the answer is not the API’s', async () => {
    fakeUploads(() => ({ status: 502, body: null }));
    await expect(uploadFile('/x', photo(), { failureMessage: 'Échec.' })).rejects.toMatchObject({ message: 'Échec.' });
  });
});
