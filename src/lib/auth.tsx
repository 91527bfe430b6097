import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onUnauthorized } from './api-client';
import { toApiError } from './api-error';
import { getMe, type User } from './auth-api';
import { storage } from './storage';
import { track } from './analytics';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  isAuthenticated: boolean;
  user: User | null;
  /** The profile could not be fetched (network or server error); the session is kept. */
  profileError: boolean;
  /** Stores the token and fetches the profile; resolves with the user, rejects when the token is refused. */
  login: (token: string) => Promise<User | null>;
  logout: () => void;
  retryProfile: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [initialToken] = useState(() => storage.token.get());
  const tokenRef = useRef<string | null>(initialToken);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(initialToken ? 'loading' : 'anonymous');
  // Only the start-up profile check covers the screen; a login in progress keeps its form on screen.
  const [isStarting, setIsStarting] = useState(initialToken !== null);
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
      try {
        const me = await getMe(signal);
        setUser(me);
        setProfileError(false);
        setStatus('authenticated');
        return me;
      } catch (raw) {
        const error = toApiError(raw);
        if (error.isCanceled) return null;
        if (error.status === 401 || error.status === 403) {
          clearSession('session_expired');
          throw error;
        }
        // The server is unreachable or failing: keep the session and offer a retry.
        setProfileError(true);
        setStatus('authenticated');
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
        if (!controller.signal.aborted) setIsStarting(false);
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
      user,
      profileError,
      login,
      logout,
      retryProfile,
    }),
    [status, user, profileError, login, logout, retryProfile],
  );

  return (
    <AuthContext.Provider value={value}>
      {isStarting ? <AuthLoadingScreen /> : children}
    </AuthContext.Provider>
  );
}

function AuthLoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="fullscreen-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('auth.loading')}</p>
    </div>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
