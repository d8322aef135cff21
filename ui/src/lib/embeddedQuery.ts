// Reads of public pages: the answer the server embedded in the page paints the first screen without a round trip.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { initialAnswer, initialAnswersHeld } from '@/lib/initialAnswers';

/**
 * The query for `url`, started from the embedded answer while the visitor is still on the page they
 * arrived on. That answer counts as fresh until the first navigation; from then on, a page that mounts
 * again asks the server.
 */
export function embeddedQuery<T>(url: string) {
  return queryOptions({
    queryKey: [url],
    queryFn: () => apiGet<T>(url),
    initialData: () => initialAnswer<T>(url),
    staleTime: () => (initialAnswersHeld() ? Infinity : 0),
  });
}
