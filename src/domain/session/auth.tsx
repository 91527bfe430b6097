import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from './auth-api';
import type { SessionEndReason } from './session-sync';
import { useHydrated } from '@/lib/react/use-hydrated';
import { createSession } from './session-store';
import type { AuthStatus } from './session-view';

export interface AuthContextValue {
  /** 'loading' while the profile of a stored or new token is being fetched. */
  status: AuthStatus;
  isAuthenticated: boolean;
  /** The start-up check of a stored token is running (a login in progress does not count). */
  isRestoring: boolean;
  user: User | null;
  /** The profile could not be fetched (network or server error); the session is kept. */
  profileError: boolean;
  /**
   * Why the last session ended without this tab's own logout button: it expired
   * (a 401) or another tab logged out. Screens say so; cleared by the next login.
   */
  sessionEnded: SessionEndReason | null;
  dismissSessionEnded: () => void;
  /** Stores the token and fetches the profile; resolves with the user, rejects when the token is refused. */
  login: (token: string) => Promise<User | null>;
  logout: () => void;
  retryProfile: () => void;
  /**
   * False when the stored token is no longer the one this tab's session holds: another
   * tab logged out or in, and this tab has not (yet) heard of it. Reads storage.
   */
  holdsStoredSession: () => boolean;
  /** Makes this tab follow the stored token: forgets the session if it is gone, shows whoever's it is now. */
  followStoredSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session for the screens. It never covers the app: public screens render at once,
 * while RequireAuth (domain/session/require-auth.tsx) holds private ones until the status is known.
 * The session itself is a small store (./session-store.ts) over the profile query (./profile-query.ts);
 * this renders it, with what a prerendered page shows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session] = useState(createSession);
  useEffect(() => session.start(), [session]);
  const { status, user, profileError, isRestoring, sessionEnded } = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  // A prerendered page was rendered for an anonymous visitor: hydration renders the same, then the real session shows.
  const hydrated = useHydrated();
  const shownStatus: AuthStatus = hydrated ? status : 'anonymous';
  const shownRestoring = hydrated && isRestoring;
  // Only what is shown is a dependency: for an anonymous visitor hydration ends with the
  // same value, so no consumer of the session renders again.
  const value = useMemo<AuthContextValue>(
    () => ({
      status: shownStatus,
      isAuthenticated: shownStatus === 'authenticated',
      isRestoring: shownRestoring,
      user,
      profileError,
      sessionEnded,
      dismissSessionEnded: session.dismissSessionEnded,
      login: session.login,
      logout: session.logout,
      retryProfile: session.retryProfile,
      holdsStoredSession: session.holdsStoredSession,
      followStoredSession: session.followStoredSession,
    }),
    [shownStatus, shownRestoring, user, profileError, sessionEnded, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
