// Sends one file to a dossier with progress: fetch cannot report upload progress, XMLHttpRequest can.
import { ApiError } from '@/lib/api';
import type { Attachment } from '@/generated/Attachment';
import type { AttachmentResponse } from '@/generated/AttachmentResponse';

const GENERIC_MESSAGE = "L'envoi du fichier a échoué. Veuillez réessayer.";

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

/** Resolves with the stored attachment; rejects with an ApiError carrying the server's French message. */
export function uploadAttachment(dossierId: number, file: File, onProgress?: (percent: number) => void): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/dossiers/${dossierId}/attachments`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'Le serveur est injoignable. Vérifiez votre connexion.'));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress?.(100);
        resolve((body as AttachmentResponse).attachment);
        return;
      }
      const error = (body as ErrorEnvelope | null)?.error;
      reject(new ApiError(request.status, error?.code ?? 'http_error', error?.message ?? GENERIC_MESSAGE, error?.fields));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
