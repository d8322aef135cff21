// Sends one file to a dossier through the shared uploader, with its progress.
import { uploadFile } from '@/lib/upload';
import type { Attachment } from '@/generated/Attachment';
import type { AttachmentResponse } from '@/generated/AttachmentResponse';

const ATTACHMENT_FAILED = "L'envoi du fichier a échoué. Veuillez réessayer.";

/** Resolves with the stored attachment; rejects with an ApiError carrying the server's French message. */
export async function uploadAttachment(
  dossierId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Attachment> {
  const { attachment } = await uploadFile<AttachmentResponse>(`/api/dossiers/${dossierId}/attachments`, file, {
    onProgress,
    failureMessage: ATTACHMENT_FAILED,
  });
  return attachment;
}
