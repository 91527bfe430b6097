import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { track } from '@/lib/analytics/analytics';
import type { User } from './auth-api';
import type { SessionEndReason } from './session-sync';
import { persistent } from '@/lib/storage/storage';
import { useHydrated } from '@/lib/react/use-hydrated';
import { useProfile } from './use-profile';
import { useSessionEnd } from './use-session-end';
import { useSessionState, type AuthStatus } from './use-session-state';
import { useTabSync } from './use-tab-sync';

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
 * Token → profile. It never covers the app: public screens render at once,
 * while RequireAuth (domain/session/require-auth.tsx) holds private ones until the status is known.
 * The session's state, its end (logout, expiry), the profile and the other tabs each have a hook;
 * this composes them with the login and what a prerendered page shows.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { user, status, profileError, sessionEnded, session } = useSessionState();
  const clearSession = useSessionEnd(session);
  const { isRestoring, fetchProfile, fetchAgain } = useProfile(session);
  const { holdsStoredSession, followStoredSession } = useTabSync(session, fetchAgain);

  const login = useCallback(
    async (newToken: string) => {
      persistent.token.set(newToken);
      session.holdToken(newToken);
      track('login');
      return fetchProfile();
    },
    [session, fetchProfile],
  );
  const logout = useCallback(() => clearSession('logout'), [clearSession]);
  const dismissSessionEnded = useCallback(() => session.setSessionEnded(null), [session]);

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
      dismissSessionEnded,
      login,
      logout,
      retryProfile: fetchAgain,
      holdsStoredSession,
      followStoredSession,
    }),
    [shownStatus, shownRestoring, user, profileError, sessionEnded, dismissSessionEnded, login, logout, fetchAgain, holdsStoredSession, followStoredSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
