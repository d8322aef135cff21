// The site import as the screen reads it: the server's one import state, polled every second while an import runs,
// and the upload that starts one (its answer becomes the state at once, so the polling begins without a wait).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import type { ImportState } from '@/generated/ImportState';
import { LIMITS } from '@/generated/limits';

export const IMPORT_PATH = '/api/admin/import';
export const EXPORT_PATH = '/api/admin/export';
const IMPORT_KEY = ['admin', 'site-import'] as const;

/** The largest file the server takes for an import, checked here before a long upload. */
export const IMPORT_MAX_MB = LIMITS.importMegabytes;

/** How often a running import is read again. */
export const POLL_MS = 1000;

export function useImportState() {
  return useQuery({
    queryKey: IMPORT_KEY,
    queryFn: () => apiGet<ImportState>(IMPORT_PATH),
    refetchInterval: (query) => (query.state.data?.phase === 'running' ? POLL_MS : false),
  });
}

interface StartImport {
  file: File;
  onProgress: (percent: number) => void;
  failureMessage: string;
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, failureMessage }: StartImport) =>
      uploadFile<ImportState>(IMPORT_PATH, file, { onProgress, failureMessage }),
    onSuccess: (state) => queryClient.setQueryData(IMPORT_KEY, state),
    // A refusal (409) means another import is running: read the state again to show its progress.
    onError: () => queryClient.invalidateQueries({ queryKey: IMPORT_KEY }),
  });
}
