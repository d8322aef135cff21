// A language's translations as the editors load them, and the saves and deletions that keep that copy current.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteTranslation,
  fetchTranslations,
  saveTranslation,
  type TranslatedLang,
  type TranslationValues,
} from '../translationsApi';

const translationsKey = (lang: TranslatedLang) => ['admin', 'translations', lang] as const;

export function useTranslations(lang: TranslatedLang) {
  return useQuery({ queryKey: translationsKey(lang), queryFn: () => fetchTranslations(lang) });
}

export function useSaveTranslation(lang: TranslatedLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, value }: { source: string; value: Record<string, unknown> }) => saveTranslation(lang, source, value),
    onSuccess: (saved, { source }) =>
      queryClient.setQueryData<TranslationValues>(translationsKey(lang), (all) => ({ ...all, [source]: saved.value })),
  });
}

export function useDeleteTranslation(lang: TranslatedLang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: string) => deleteTranslation(lang, source),
    onSuccess: (_, source) =>
      queryClient.setQueryData<TranslationValues>(translationsKey(lang), (all) => ({ ...all, [source]: undefined })),
  });
}
