import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onUnauthorized } from './api-client';
import type { User } from './auth-api';
import { emitSessionEnded } from './session-events';
import { announceSessionEnd, onSessionSignal, type SessionEndReason } from './session-sync';
import { endJourney, storage } from './storage';
import { useHydrated } from './use-hydrated';
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
  /** This tab held a session since its journey was last cleared. */
  const hadSession = useRef(initialToken !== null);
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(initialToken ? 'loading' : 'anonymous');
  const [isRestoring, setIsRestoring] = useState(initialToken !== null);
  const [profileError, setProfileError] = useState(false);
  const [sessionEnded, setSessionEnded] = useState<SessionEndReason | null>(null);

  /** Forgets the session in this tab only (the token is already gone, or another tab changed it). */
  const forgetLocally = useCallback(() => {
    tokenRef.current = null;
    setUser(null);
    setProfileError(false);
    setStatus('anonymous');
    emitSessionEnded();
  }, []);

  const clearSession = useCallback(
    (reason: SessionEndReason) => {
      // Several 401s at once end the session once: only the first finds a token.
      if (!tokenRef.current && !storage.token.get()) return;
      announceSessionEnd(reason);
      // An expired session keeps the work in progress for after the new login; a logout ends the journey.
      if (reason === 'logout') {
        endJourney();
        hadSession.current = false;
      } else storage.token.remove();
      forgetLocally();
      setSessionEnded(reason === 'expired' ? 'expired' : null);
      track(reason === 'expired' ? 'session_expired' : 'logout');
    },
    [forgetLocally],
  );

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
          clearSession('expired');
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

  useEffect(() => onUnauthorized(() => clearSession('expired')), [clearSession]);

  /** Another tab stored a different token (a login, maybe as someone else): this tab shows that session now. */
  const adoptStoredToken = useCallback((stored: string) => {
    tokenRef.current = stored;
    hadSession.current = true;
    emitSessionEnded();
    setUser(null);
    setStatus('loading');
    setSessionEnded(null);
    setProfileAttempt((n) => n + 1);
  }, []);

  const holdsStoredSession = useCallback(() => tokenRef.current === null || storage.token.get() === tokenRef.current, []);

  // For signals this tab missed (RequireAuth asks before showing a private screen).
  const followStoredSession = useCallback(() => {
    const stored = storage.token.get();
    if (stored === tokenRef.current) return;
    if (stored) return adoptStoredToken(stored);
    forgetLocally();
    // Nobody said why: like the bare token event, it reads as a logout elsewhere.
    setSessionEnded((current) => current ?? 'logout');
  }, [adoptStoredToken, forgetLocally]);

  // Another tab logged out, expired or logged in as someone else.
  useEffect(
    () =>
      onSessionSignal((signal) => {
        const stored = storage.token.get();
        if (signal.kind === 'ended') {
          if (!hadSession.current) return;
          // The channel's message can arrive before the other tab's removal of the token is visible
          // here: the ended session is the one this tab holds, so a token still read here is that
          // stale copy. Only a different token (a login since) keeps it, and its own event follows.
          if (tokenRef.current && (!stored || stored === tokenRef.current)) forgetLocally();
          if (signal.reason === 'logout' && signal.certain) {
            // The person left: this tab's own work in progress (sessionStorage) goes too.
            endJourney();
            hadSession.current = false;
          }
          // Told by the channel (certain) it may say "expired"; the bare token event cannot tell, so it never overrides that.
          setSessionEnded((current) => (signal.certain || !current ? signal.reason : current));
          return;
        }
        // Whoever logged in there is who this tab now shows: fetch their profile.
        if (stored && stored !== tokenRef.current) adoptStoredToken(stored);
      }),
    [adoptStoredToken, forgetLocally],
  );

  const login = useCallback(
    async (newToken: string) => {
      storage.token.set(newToken);
      tokenRef.current = newToken;
      hadSession.current = true;
      setSessionEnded(null);
      setStatus('loading');
      track('login');
      return fetchProfile();
    },
    [fetchProfile],
  );

  const logout = useCallback(() => clearSession('logout'), [clearSession]);
  const retryProfile = useCallback(() => setProfileAttempt((n) => n + 1), []);
  const dismissSessionEnded = useCallback(() => setSessionEnded(null), []);

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
      retryProfile,
      holdsStoredSession,
      followStoredSession,
    }),
    [shownStatus, shownRestoring, user, profileError, sessionEnded, dismissSessionEnded, login, logout, retryProfile, holdsStoredSession, followStoredSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
