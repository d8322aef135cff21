// Image uploads with progress: fetch cannot report upload progress, so this uses XMLHttpRequest.
import type { UploadedImage } from '@/generated/UploadedImage';
import { ApiError } from './api';

const GENERIC_MESSAGE = "L'envoi de l'image a échoué. Veuillez réessayer.";

/** Sends `file` to `/api/admin/uploads`; `onProgress` receives 0–100. Rejects with an ApiError. */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/uploads');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'Le serveur est injoignable. Vérifiez votre connexion.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress?.(100);
        resolve(body as UploadedImage);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
      reject(new ApiError(request.status, error?.code ?? 'http_error', error?.message ?? GENERIC_MESSAGE, error?.fields));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
