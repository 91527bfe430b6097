import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { query } from '@/config/routes';
import { useAuth } from '@/lib/auth';

const GOOGLE_PARAMS = [query.token, 'error', 'error_description'];

/**
 * Google sign-in comes back to /login?token=... (or ?error=...). The token is
 * taken out of the address bar at once (history replace), so it cannot leak
 * through history, screenshots or the Referer header, then logs the visitor in.
 */
export function useGoogleToken() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const params = new URLSearchParams(location.search);
  const token = params.get(query.token);
  const refused = params.has('error');
  const handled = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [working, setWorking] = useState(false);

  const consume = useCallback(
    (search: string) => {
      const params = new URLSearchParams(search);
      const received = params.get(query.token);
      GOOGLE_PARAMS.forEach((name) => params.delete(name));
      const rest = params.toString();
      navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: location.state });
      setFailed(!received);
      if (!received) return;
      setWorking(true);
      login(received)
        .catch(() => setFailed(true))
        .finally(() => setWorking(false));
    },
    [location.pathname, location.state, navigate, login],
  );

  useEffect(() => {
    if ((!token && !refused) || handled.current === location.search) return;
    handled.current = location.search;
    consume(location.search);
  }, [token, refused, location.search, consume]);

  return { pending: Boolean(token) || working, failed };
}
