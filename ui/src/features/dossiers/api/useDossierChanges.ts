// The changes made from an open dossier: a message, a status, a file. Each puts the server's answer into the
// dossier at once, then has the dossier and every list showing it read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DossierDetail } from '@/generated/DossierDetail';
import type { DossierStatus } from '@/generated/DossierStatus';
import { changeStatus, sendMessage } from './dossiersApi';
import { uploadAttachment } from './uploadAttachment';
import { dossierKey } from './useDossierDetail';
import { DOSSIER_LISTS_KEY } from './useDossierList';

/** Applies `change` to the cached dossier, then reads it and the lists again; resolves once they are fresh. */
function useApplyToDossier(id: number) {
  const queryClient = useQueryClient();
  return async (change: (detail: DossierDetail) => DossierDetail) => {
    queryClient.setQueryData<DossierDetail>(dossierKey(id), (detail) => (detail ? change(detail) : detail));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dossierKey(id) }),
      queryClient.invalidateQueries({ queryKey: DOSSIER_LISTS_KEY }),
    ]);
  };
}

export function useSendMessage(id: number) {
  const apply = useApplyToDossier(id);
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    onSuccess: (message) =>
      apply((detail) =>
        detail.messages.some((known) => known.id === message.id)
          ? detail
          : { ...detail, messages: [...detail.messages, message] },
      ),
  });
}

export function useChangeStatus(id: number) {
  const apply = useApplyToDossier(id);
  return useMutation({
    mutationFn: (status: DossierStatus) => changeStatus(id, status),
    onSuccess: (dossier) => apply((detail) => ({ ...detail, dossier: { ...detail.dossier, ...dossier } })),
  });
}

export interface AttachmentUpload {
  file: File;
  /** Receives 0–100 as the file goes out. */
  onProgress: (percent: number) => void;
}

export function useAddAttachment(id: number) {
  const apply = useApplyToDossier(id);
  return useMutation({
    mutationFn: ({ file, onProgress }: AttachmentUpload) => uploadAttachment(id, file, onProgress),
    onSuccess: (attachment) =>
      apply((detail) =>
        detail.attachments.some((known) => known.id === attachment.id)
          ? detail
          : { ...detail, attachments: [...detail.attachments, attachment] },
      ),
  });
}
