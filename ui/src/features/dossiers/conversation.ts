// Puts messages and status changes into one time-ordered thread, as the conversation shows them.
import type { DossierMessage } from '@/generated/DossierMessage';
import type { StatusChange } from '@/generated/StatusChange';

export type ThreadEntry =
  | { kind: 'message'; key: string; at: string; message: DossierMessage }
  | { kind: 'status'; key: string; at: string; change: StatusChange };

function timeOf(value: string): number {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : time;
}

/** Oldest first; on equal times a status change comes before the message that reacts to it. */
export function mergeThread(messages: DossierMessage[], history: StatusChange[]): ThreadEntry[] {
  const entries: ThreadEntry[] = [
    ...history.map((change) => ({ kind: 'status' as const, key: `status-${change.id}`, at: change.created_at, change })),
    ...messages.map((message) => ({ kind: 'message' as const, key: `message-${message.id}`, at: message.created_at, message })),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => timeOf(a.entry.at) - timeOf(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
