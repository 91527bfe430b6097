/**
 * The one QueryClient for server state (GET data: profile-dependent lists,
 * catalogue, payment lookups), and TanStack Query's hooks bound to it. The app
 * reads the library only through this module (a lint rule says so): the hooks
 * take this client as their second argument (TanStack's own option), so there
 * is no QueryClientProvider to place around the screens that fetch, and only
 * their lazy chunks download the library (a landing never does).
 *
 * Retries live in the HTTP client (lib/http/http-client.ts: idempotent GETs on
 * network errors and 502/503/504, with jitter), so queries do not retry again.
 */
import {
  focusManager,
  QueryClient,
  useMutation as useMutationOf,
  useQueries as useQueriesOf,
  useQuery as useQueryOf,
} from '@tanstack/react-query';
import { toApiError, type ApiError } from './api-error';
import { onSessionEnded } from './session-events';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The account's data must not outlive its session (a logout, an expiry, another tab's login).
onSessionEnded(() => queryClient.clear());

// Browsers fire visibilitychange at the document; listening there (TanStack listens on
// window, where it arrives by bubbling) also catches events dispatched on the document alone.
focusManager.setEventListener((onFocus) => {
  // Prerendering (Node) has no document: nothing to listen to.
  if (typeof document === 'undefined') return undefined;
  const listener = () => onFocus();
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
});

// The hooks with the client given: typed as TanStack's own (their overloads are the same but for the client).
export const useQuery = ((options: Parameters<typeof useQueryOf>[0]) => useQueryOf(options, queryClient)) as typeof useQueryOf;
export const useQueries = ((options: Parameters<typeof useQueriesOf>[0]) => useQueriesOf(options, queryClient)) as typeof useQueriesOf;
export const useMutation = ((options: Parameters<typeof useMutationOf>[0]) => useMutationOf(options, queryClient)) as typeof useMutationOf;
export { skipToken } from '@tanstack/react-query';
/** For a query watched outside React (the session's profile: the provider that shows it ships without the library). */
export { QueryObserver } from '@tanstack/react-query';

/** A request function as a query function: the query's signal aborts it, its errors arrive as ApiError. */
export const fromApi =
  <T>(request: (signal: AbortSignal) => Promise<T>) =>
  async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await request(signal);
    } catch (error) {
      throw toApiError(error);
    }
  };
