// The data a server-rendered first screen was rendered from (src/entry-server.tsx), written into the
// page as JSON and read by mount.tsx before it hydrates: the API answers the screen shows, so that
// TanStack Query asks for none of them again, and the router's loader data, so that the router starts
// where the server's did.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The id of the page's <script type="application/json"> that holds the data. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface FirstScreenData {
  /** The API's answers the screen was rendered from, and when each arrived. */
  queries: { queryKey: QueryKey; data: unknown; updatedAt: number }[];
  router: HydrationState;
}

/** The answers a query client holds (the server's, after its render). */
export function answersOf(queryClient: QueryClient): FirstScreenData['queries'] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, updatedAt: state.dataUpdatedAt }));
}

/** Gives a query client the server's answers, so that it asks for none of them again. */
export function takeAnswers(queryClient: QueryClient, answers: FirstScreenData['queries']): void {
  for (const { queryKey, data, updatedAt } of answers)
    queryClient.setQueryData(queryKey, data, { updatedAt });
}

/** JSON that is safe inside a <script> element: no '<' can close it or open a comment. */
export function serializeFirstScreenData(data: FirstScreenData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data the server rendered this page from, or null when the page came without (the app renders it). */
export function readFirstScreenData(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}
