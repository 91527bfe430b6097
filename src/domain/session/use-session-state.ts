import { useRef, useState } from 'react';
import type { User } from './auth-api';
import { emitSessionEnded } from '@/lib/http/session-events';
import type { SessionEndReason } from './session-sync';
import { endJourney, persistent } from '@/lib/storage/storage';

/** Where the session stands: 'loading' while the profile of a stored or new token is being fetched. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * What this tab knows of the session: what screens show (state), and the session itself (`session`):
 * the token this tab holds, read by handlers (another tab's signal, a 401) between renders, and the
 * named steps the other auth hooks change both through. `session` is made once, so it never changes.
 */
export function useSessionState() {
  const [initialToken] = useState(() => persistent.token.get());
  const tokenRef = useRef<string | null>(initialToken);
  /** This tab held a session since its journey was last cleared. */
  const hadSession = useRef(initialToken !== null);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(initialToken ? 'loading' : 'anonymous');
  const [profileError, setProfileError] = useState(false);
  /** Why the last session ended without this tab's own logout; null once a new session starts or it is dismissed. */
  const [sessionEnded, setSessionEnded] = useState<SessionEndReason | null>(null);

  const [session] = useState(() => ({
    startsWithToken: initialToken !== null,
    tokenRef,
    hadSession,
    setUser,
    setSessionEnded,
    /** This tab now holds `token` (a login here or in another tab): its profile is to be fetched. */
    holdToken(token: string) {
      tokenRef.current = token;
      hadSession.current = true;
      setSessionEnded(null);
      setStatus('loading');
    },
    /** Forgets the session in this tab only (the token is already gone, or another tab changed it). */
    forgetLocally() {
      tokenRef.current = null;
      setUser(null);
      setProfileError(false);
      setStatus('anonymous');
      emitSessionEnded();
    },
    /** The person left: this tab's work in progress (sessionStorage) goes too. */
    endJourneyHere() {
      endJourney();
      hadSession.current = false;
    },
    showUser(shown: User) {
      setUser(shown);
      setProfileError(false);
      setStatus('authenticated');
    },
    /** The server is unreachable or failing: the session is kept and the screens offer a retry. */
    showProfileUnavailable() {
      setProfileError(true);
      setStatus('authenticated');
    },
  }));

  return { user, status, profileError, sessionEnded, session };
}

export type Session = ReturnType<typeof useSessionState>['session'];
