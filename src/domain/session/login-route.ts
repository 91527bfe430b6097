import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';

/** Where to come back after logging in, carried in the router state of /login. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The way to /login, for a link, a `<Navigate>` or `navigate()`: the one place that writes it. `from` is where to
 * come back once logged in; the after-login steps (docs/product/accounts.md#after-login) take it last, after what a
 * flow kept for them (a pending plan, a continue flag), which is how a flow comes back without one.
 */
export function loginRoute(from?: string): { to: string; state: LoginRedirectState } {
  return { to: paths.login, state: from === undefined ? {} : { from } };
}

/** The way to /login that comes back here (path and query). */
export function useLoginRouteHere() {
  const { pathname, search } = useLocation();
  return loginRoute(`${pathname}${search}`);
}

/**
 * Goes to /login, for a flow that needs a session it does not hold: never logged in, or ended on the way (the
 * flow finds no session, `hasSession()`, as an anonymous visitor's would). The flow keeps its own work first.
 */
export function useGoToLogin(): (from?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (from?: string) => {
      const { to, state } = loginRoute(from);
      navigate(to, { state });
    },
    [navigate],
  );
}
