// Timeline administration: list, create, update and delete career events.
import { apiGet, apiSend } from '@/lib/api';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import type { TimelineEventInput } from '@/generated/TimelineEventInput';
import type { TimelineEventResponse } from '@/generated/TimelineEventResponse';
import type { TimelineList } from '@/generated/TimelineList';

/** The categories the server accepts; an event may also have none. */
export const TIMELINE_CATEGORIES = ['Formations', 'Postes occupés', 'Engagements', 'Projets', 'Contributions'] as const;

export const EVENT_FIELDS = ['date', 'title', 'category', 'description', 'reference_link'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type EventFormValues = Record<EventField, string>;

export const EMPTY_EVENT: EventFormValues = { date: '', title: '', category: '', description: '', reference_link: '' };

export function valuesOf(event: TimelineEvent): EventFormValues {
  return {
    date: event.date,
    title: event.title,
    category: event.category ?? '',
    description: event.description ?? '',
    reference_link: event.reference_link ?? '',
  };
}

export async function fetchEvents(): Promise<TimelineEvent[]> {
  const { events } = await apiGet<TimelineList>('/api/admin/timeline');
  return events;
}

export async function saveEvent(id: number | null, values: EventFormValues): Promise<TimelineEvent> {
  const body: TimelineEventInput = { ...values };
  const { event } =
    id === null
      ? await apiSend<TimelineEventResponse>('POST', '/api/admin/timeline', body)
      : await apiSend<TimelineEventResponse>('PUT', `/api/admin/timeline/${id}`, body);
  return event;
}

export function deleteEvent(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/admin/timeline/${id}`);
}
