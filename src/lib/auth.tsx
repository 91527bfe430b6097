import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onUnauthorized } from './api-client';
import type { User } from './auth-api';
import { storage } from './storage';
import { track } from './analytics';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  /** 'loading' while the profile of a stored or new token is being fetched. */
  status: AuthStatus;
  isAuthenticated: boolean;
  /** The start-up check of a stored token is running (a login in progress does not count). */
  isRestoring: boolean;
  user: User | null;
  /** The profile could not be fetched (network or server error); the session is kept. */
  profileError: boolean;
  /** Stores the token and fetches the profile; resolves with the user, rejects when the token is refused. */
  login: (token: string) => Promise<User | null>;
  logout: () => void;
  retryProfile: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The profile request, its schema and error handling download with the first check,
// like the HTTP client itself: an anonymous visit to a landing never needs them.
const loadProfile = (signal?: AbortSignal) => import('./auth-api').then((module) => module.loadProfile(signal));

/**
 * Token → profile. It never covers the app: public screens render at once,
 * while RequireAuth (lib/require-auth.tsx) holds private ones until the status is known.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [initialToken] = useState(() => storage.token.get());
  const tokenRef = useRef<string | null>(initialToken);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(initialToken ? 'loading' : 'anonymous');
  const [isRestoring, setIsRestoring] = useState(initialToken !== null);
  const [profileError, setProfileError] = useState(false);

  const clearSession = useCallback((reason: 'logout' | 'session_expired') => {
    // Several 401s at once end the session once: only the first finds a token.
    if (!tokenRef.current && !storage.token.get()) return;
    storage.token.remove();
    tokenRef.current = null;
    setUser(null);
    setProfileError(false);
    setStatus('anonymous');
    track(reason);
  }, []);

  const fetchProfile = useCallback(
    async (signal?: AbortSignal): Promise<User | null> => {
      const outcome = await loadProfile(signal);
      switch (outcome.kind) {
        case 'user':
          setUser(outcome.user);
          setProfileError(false);
          setStatus('authenticated');
          return outcome.user;
        case 'refused':
          clearSession('session_expired');
          throw outcome.error;
        case 'unavailable':
          // The server is unreachable or failing: keep the session and offer a retry.
          setProfileError(true);
          setStatus('authenticated');
          return null;
        default:
          return null;
      }
    },
    [clearSession],
  );

  const [profileAttempt, setProfileAttempt] = useState(0);
  useEffect(() => {
    if (!tokenRef.current) return;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setIsRestoring(false);
      });
    return () => controller.abort();
    // Runs on start and on retry; login() fetches the profile itself.
  }, [fetchProfile, profileAttempt]);

  useEffect(() => onUnauthorized(() => clearSession('session_expired')), [clearSession]);

  const login = useCallback(
    async (newToken: string) => {
      storage.token.set(newToken);
      tokenRef.current = newToken;
      setStatus('loading');
      track('login');
      return fetchProfile();
    },
    [fetchProfile],
  );

  const logout = useCallback(() => clearSession('logout'), [clearSession]);
  const retryProfile = useCallback(() => setProfileAttempt((n) => n + 1), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      isAuthenticated: status === 'authenticated',
      isRestoring,
      user,
      profileError,
      login,
      logout,
      retryProfile,
    }),
    [status, isRestoring, user, profileError, login, logout, retryProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
