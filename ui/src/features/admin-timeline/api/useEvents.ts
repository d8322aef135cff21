// The timeline events as the back-office lists them, and the changes that make the list load again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { deleteEvent, fetchEvents, saveEvent, type EventFormValues } from '../timelineApi';

const EVENTS_KEY = ['admin', 'timeline'] as const;

export function useEvents() {
  return useQuery({ queryKey: EVENTS_KEY, queryFn: fetchEvents });
}

/** The server orders events by date: after any change, the list is read again rather than patched. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
}

export function useSaveEvent(id: number | null) {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (values: EventFormValues) => saveEvent(id, values), onSuccess: invalidate });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (event: TimelineEvent) => deleteEvent(event.id), onSuccess: invalidate });
}
