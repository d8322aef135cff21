// The one uploader: sends a file with progress (fetch cannot report upload progress, so this uses XMLHttpRequest)
// and turns the server's error envelope into the same ApiError the JSON calls throw.
import type { UploadedImage } from '@/generated/UploadedImage';
import { ApiError, networkError } from './api';

const IMAGE_FAILED = "L'envoi de l'image a échoué. Veuillez réessayer.";

interface ErrorEnvelope {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface UploadOptions {
  /** Receives 0–100 as the file goes out. */
  onProgress?: (percent: number) => void;
  /** Said when the server's answer carries no message of its own. */
  failureMessage: string;
}

/** POSTs `file` in the multipart field `file` to `url`; resolves with the JSON answer, rejects with an ApiError. */
export function uploadFile<T>(url: string, file: File, { onProgress, failureMessage }: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const error = (body as ErrorEnvelope | null)?.error;
      reject(new ApiError(request.status, error?.code ?? 'http_error', error?.message ?? failureMessage, error?.fields));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** Sends an image to the media library (`/api/admin/uploads`). */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return uploadFile<UploadedImage>('/api/admin/uploads', file, { onProgress, failureMessage: IMAGE_FAILED });
}
