import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { query } from '@/config/routes';
import { useAuth } from '@/domain/session';
import { persistent } from '@/lib/storage/storage';
import { consumeGoogleSignIn } from './google-sign-in';

const GOOGLE_PARAMS = [query.token, 'error', 'error_description'];

export type GoogleReturn =
  /** Nothing came back, or the login went through. */
  | 'idle'
  | 'working'
  /** Google or the API refused, or the token did not log in. */
  | 'failed'
  /** A token this tab did not ask for (a forged link): discarded. */
  | 'unexpected'
  /** A different session is live here: the visitor chooses. */
  | 'confirm-switch';

/**
 * Google sign-in comes back to /login?token=... (or ?error=...). The token
 * leaves the address bar at once in every case (history replace), so it cannot
 * leak through history, screenshots or the Referer header. It is used only when
 * this tab started the sign-in in the last 10 minutes (google-sign-in.ts), and
 * never replaces another live session without asking.
 */
export function useGoogleToken() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const params = new URLSearchParams(location.search);
  const token = params.get(query.token);
  const refused = params.has('error');
  const handled = useRef<string | null>(null);
  const offered = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<GoogleReturn>('idle');

  const logIn = useCallback(
    (received: string) => {
      setOutcome('working');
      login(received).then(
        () => setOutcome('idle'),
        () => setOutcome('failed'),
      );
    },
    [login],
  );

  const consume = useCallback(
    (search: string) => {
      const params = new URLSearchParams(search);
      const received = params.get(query.token);
      GOOGLE_PARAMS.forEach((name) => params.delete(name));
      const rest = params.toString();
      navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: location.state });
      const expected = consumeGoogleSignIn();
      if (!received) return setOutcome('failed');
      if (!expected) return setOutcome('unexpected');
      const live = persistent.token.get();
      if (live && live !== received) {
        // Held in memory only, until the visitor decides.
        offered.current = received;
        return setOutcome('confirm-switch');
      }
      logIn(received);
    },
    [location.pathname, location.state, navigate, logIn],
  );

  useEffect(() => {
    if ((!token && !refused) || handled.current === location.search) return;
    handled.current = location.search;
    consume(location.search);
  }, [token, refused, location.search, consume]);

  const confirmSwitch = useCallback(() => {
    const received = offered.current;
    offered.current = null;
    if (received) logIn(received);
  }, [logIn]);

  const keepCurrent = useCallback(() => {
    offered.current = null;
    setOutcome('idle');
  }, []);

  return {
    /** The after-login steps wait while a returned token is being handled. */
    pending: Boolean(token) || outcome === 'working' || outcome === 'confirm-switch',
    outcome,
    confirmSwitch,
    keepCurrent,
  };
}
