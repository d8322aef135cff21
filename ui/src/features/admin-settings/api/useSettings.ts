// The site settings as their form loads them, and the save that puts the server's version in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@/generated/SiteSettings';
import { fetchSettings, saveSettings } from '../settingsApi';

const SETTINGS_KEY = ['admin', 'settings'] as const;

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => saveSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
