import { fromApi, QueryObserver, queryClient } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { refusesSession } from '@/lib/http/session-events';
import { getProfile, type User } from './auth-api';

/**
 * The session's profile as server state: GET /me is a query of the one QueryClient, keyed by the token it is
 * asked with (react-query-auth's `useUser`). This module downloads with the first profile a tab needs (a stored
 * token, a login), with the query library: the session (./profile-watch.ts) watches it from outside React, so an
 * anonymous visit never loads either. A refused token is not this module's business: the HTTP client hands the
 * answer to the session's one rule, and the session ends.
 */

/** What the session shows of its profile: asked and not answered yet, the user, or no answer the session can use. */
export type ProfileView = { kind: 'pending' } | { kind: 'user'; user: User } | { kind: 'unavailable' };

export function profileQuery(token: string) {
  return {
    queryKey: queryKeys.profile(token),
    queryFn: fromApi((signal) => getProfile(token, signal)),
    // Asked at start, after a login, on retry and when another tab's session is taken up; never again by
    // itself (a focus, a reconnect): the profile does not change under a session.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  };
}

/** Asks for the profile of `token` into the cache a watch reads (the start of a logged-in visitor's page: src/app/page-data.ts). */
export const fetchProfile = (token: string): Promise<User> => queryClient.fetchQuery(profileQuery(token));

export interface ProfileWatch {
  stop: () => void;
  /** Asks again (the retry of a profile that could not be fetched). */
  refetch: () => void;
}

/**
 * Watches the profile of `token` and reports each settled state; an answer in flight changes nothing shown
 * (a retry keeps "unavailable" until it is answered). `fresh`: forget a profile already cached for this token
 * and ask again (a login).
 */
export function watchProfile(token: string, onView: (view: ProfileView) => void, { fresh = false } = {}): ProfileWatch {
  const options = profileQuery(token);
  if (fresh) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  const observer = new QueryObserver(queryClient, options);
  const report = (result: ReturnType<typeof observer.getCurrentResult>) => {
    if (result.data !== undefined) onView({ kind: 'user', user: result.data });
    // A refusal is no "unavailable": it ends the session instead.
    else if (result.isError && !result.error.isCanceled && !refusesSession({ status: result.error.status, token, sessionCheck: true })) onView({ kind: 'unavailable' });
  };
  const unsubscribe = observer.subscribe(report);
  // A profile already in the cache (asked by another watch of this token) is not announced again: read it now.
  report(observer.getCurrentResult());
  return { stop: unsubscribe, refetch: () => void observer.refetch() };
}
