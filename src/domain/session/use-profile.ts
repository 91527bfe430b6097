import { useCallback, useEffect, useState } from 'react';
import type { User } from './auth-api';
import { emitUnauthorized } from '@/lib/http/session-events';
import type { Session } from './use-session-state';

// The profile request, its schema and error handling download with the first check,
// like the HTTP client itself: an anonymous visit to a landing never needs them.
const loadProfile = (signal?: AbortSignal) => import('./auth-api').then((module) => module.loadProfile(signal));

/**
 * Token → profile: fetched at start for a stored token, again on retry or when another tab's
 * login is adopted (`fetchAgain`), and by login() itself (`fetchProfile`). A refused token ends the
 * session as expired where every refused token does (the unauthorized signal, handled in
 * ./use-session-end.ts); an unreachable server keeps it, with `profileError`.
 */
export function useProfile(session: Session) {
  /** The start-up check of a stored token is running (a login in progress does not count). */
  const [isRestoring, setIsRestoring] = useState(session.startsWithToken);
  const [attempt, setAttempt] = useState(0);

  const fetchProfile = useCallback(
    async (signal?: AbortSignal): Promise<User | null> => {
      const asked = session.tokenRef.current;
      const outcome = await loadProfile(signal);
      switch (outcome.kind) {
        case 'user':
          session.showUser(outcome.user);
          return outcome.user;
        case 'refused':
          // A 401 was already signalled by the HTTP client; a 403 on the profile means the same here. One signal,
          // one handler (./use-session-end.ts): the second signal of a 401 finds the session already ended.
          if (asked) emitUnauthorized(asked);
          throw outcome.error;
        case 'unavailable':
          session.showProfileUnavailable();
          return null;
        case 'canceled':
          // A newer attempt, or the provider's end, took over.
          return null;
      }
    },
    [session],
  );

  useEffect(() => {
    if (!session.tokenRef.current) return;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setIsRestoring(false);
      });
    return () => controller.abort();
    // Runs on start and on each new attempt; login() fetches the profile itself.
  }, [session, fetchProfile, attempt]);

  const fetchAgain = useCallback(() => setAttempt((n) => n + 1), []);

  return { isRestoring, fetchProfile, fetchAgain };
}
