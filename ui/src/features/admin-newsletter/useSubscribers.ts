// The subscribers list as the screen reads it: the page stays on screen while the next search or page loads.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eraseSubscriber, fetchSubscribers, importSubscribers, type SubscriberQuery } from './newsletterApi';

export const SUBSCRIBERS_KEY = ['admin', 'newsletter', 'subscribers'] as const;

export function useSubscribers(query: SubscriberQuery) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, query],
    queryFn: () => fetchSubscribers(query),
    placeholderData: keepPreviousData,
  });
}

/** Erasing or importing changes the counts and maybe every page: the lists are read again. */
function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY });
}

export function useEraseSubscriber() {
  const reload = useReload();
  return useMutation({ mutationFn: eraseSubscriber, onSuccess: reload });
}

export function useImportSubscribers() {
  const reload = useReload();
  return useMutation({
    mutationFn: importSubscribers,
    onSuccess: (report) => {
      if (report.errors.length === 0) void reload();
    },
  });
}
