import { track } from '@/lib/analytics/analytics';
import type { ApiError } from '@/lib/http/api-error';
// The unauthorized signal is read through the API client: that keeps the API client (a few hundred bytes, used by
// nearly every screen) in the entry, not in the chunk of whichever screens share it (the landings', which /login and
// the payment pages would then download).
import { onSessionRefused } from '@/lib/http/api-client';
import { emitSessionEnded } from '@/lib/http/session-events';
import { withRetries } from '@/lib/retry/with-retries';
import { endJourney, persistent } from '@/lib/storage/storage';
import { forgetAccount, rememberAccount } from './account-data';
import type { User } from './auth-api';
import type { ProfileView, ProfileWatch } from './profile-query';
import { announceSessionEnd, onSessionSignal, type SessionEndReason, type SessionSignal } from './session-sync';

/** Where the session stands: 'loading' while the profile of a stored or new token is being fetched. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** What screens show of the session (the provider adds what a prerendered page shows). */
export interface SessionState {
  status: AuthStatus;
  user: User | null;
  /** The profile could not be fetched (network or server error); the session is kept. */
  profileError: boolean;
  /** The start-up check of a stored token is running (a login in progress does not count). */
  isRestoring: boolean;
  /** Why the last session ended without this tab's own logout; null once a new session starts or it is dismissed. */
  sessionEnded: SessionEndReason | null;
}

// The profile query (./profile-query.ts) downloads with the first profile this tab needs, with the query library
// and the HTTP client: an anonymous visit to a landing never needs them. Its download is retried a few times; after
// that the profile shows as unavailable, with a way to try again.
const loadProfileQuery = () => withRetries(() => import('./profile-query'));

/** What login() rejects with when the API refuses the new token (the refusal itself ended the session). */
const refusedLogin = (): ApiError => ({
  status: 401,
  detail: null,
  message: 'The API refused the session',
  isCanceled: false,
  isNetworkError: false,
  isTimeout: false,
});

/**
 * The session of this tab, a small synchronous store the provider (./auth.tsx) renders from: the token this
 * tab holds, what screens show, and the named steps that change them. The profile itself is server state,
 * a query of the one QueryClient (./profile-query.ts): the store watches it and shows its settled states, and
 * a login, a logout, an expiry or another tab's session change it. Two places receive what the outside says:
 * a refused token (the signal of src/lib/http/session-events.ts, raised by its one rule for every
 * answer that refuses the session) ends the session in `end` alone, and the other tabs' signals
 * (./session-sync.ts) arrive through one subscription, `onSignal`. Both are opened by `start`.
 */
export function createSession() {
  const initialToken = persistent.token.get();
  /** The token this tab holds, read between renders by the handlers (another tab's signal, a 401). */
  let token: string | null = initialToken;
  /** This tab held a session since its journey was last cleared. */
  let hadSession = initialToken !== null;
  let profile: ProfileView = { kind: 'pending' };
  let isRestoring = initialToken !== null;
  let sessionEnded: SessionEndReason | null = null;

  let state: SessionState = shown();
  const listeners = new Set<() => void>();

  function shown(): SessionState {
    const held = token !== null;
    return {
      status: !held ? 'anonymous' : profile.kind === 'pending' ? 'loading' : 'authenticated',
      user: held && profile.kind === 'user' ? profile.user : null,
      profileError: held && profile.kind === 'unavailable',
      isRestoring,
      sessionEnded,
    };
  }

  function publish() {
    const next = shown();
    if ((Object.keys(next) as (keyof SessionState)[]).every((key) => next[key] === state[key])) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  // The profile of the token this tab holds, watched in the query cache.
  let watch: { token: string; stop: () => void; retry: () => void } | null = null;

  function watchProfile({ fresh = false } = {}) {
    if (token === null || (watch?.token === token && !fresh)) return;
    stopWatching();
    const watched = token;
    let stopped = false;
    let loading = false;
    let query: ProfileWatch | null = null;
    const start = () => {
      loading = true;
      loadProfileQuery().then(
        (module) => {
          loading = false;
          if (!stopped) query = module.watchProfile(watched, (view) => showProfile(watched, view), { fresh });
        },
        () => {
          loading = false;
          // The chunk did not arrive: the session is kept, and the retry loads it again.
          if (!stopped) showProfile(watched, { kind: 'unavailable' });
        },
      );
    };
    watch = {
      token: watched,
      stop: () => {
        stopped = true;
        query?.stop();
      },
      retry: () => {
        if (query) query.refetch();
        else if (!loading) start();
      },
    };
    start();
  }

  function stopWatching() {
    watch?.stop();
    watch = null;
  }

  // A login waits for the first answer about its token.
  let pendingLogin: { token: string; resolve: (user: User | null) => void; reject: (error: ApiError) => void } | null = null;

  function settleLogin(answer: { user: User | null } | { refused: true }) {
    const waiting = pendingLogin;
    pendingLogin = null;
    if (!waiting) return;
    if ('refused' in answer) waiting.reject(refusedLogin());
    else waiting.resolve(answer.user);
  }

  function showProfile(watched: string, view: ProfileView) {
    // An answer about a session this tab no longer holds changes nothing.
    if (watched !== token) return;
    if (view.kind === 'user') rememberAccount(view.user.id);
    profile = view;
    isRestoring = false;
    publish();
    if (pendingLogin?.token === watched) settleLogin({ user: view.kind === 'user' ? view.user : null });
  }

  /** This tab now holds `next` (a login here or in another tab): its profile is to be fetched. */
  function hold(next: string) {
    settleLogin({ user: null });
    stopWatching();
    token = next;
    hadSession = true;
    sessionEnded = null;
    profile = { kind: 'pending' };
    publish();
  }

  /** Forgets the session in this tab only (the token is already gone, or another tab changed it). */
  function forgetLocally(refusedToken?: string) {
    settleLogin(refusedToken !== undefined && pendingLogin?.token === refusedToken ? { refused: true } : { user: null });
    stopWatching();
    token = null;
    profile = { kind: 'pending' };
    isRestoring = false;
    publish();
    // The account's cached data (the profile included) goes with it, and what this browser kept of it.
    forgetAccount();
    emitSessionEnded();
  }

  /** The person left: this tab's work in progress (sessionStorage) goes too. */
  function endJourneyHere() {
    endJourney();
    hadSession = false;
  }

  /**
   * Ends the session in this tab, told to the others: by this tab's logout, or as expired when the API refuses
   * the token. `refusedToken`: the token the refused call carried; when the stored token is another one by the
   * time the answer arrives (a login here or in another tab since), that answer speaks of a session already
   * gone and ends nothing. Several refusals at once end the session once: only the first finds a token.
   */
  function end(reason: SessionEndReason, refusedToken?: string) {
    if (token === null && !persistent.token.get()) return;
    if (refusedToken !== undefined && refusedToken !== persistent.token.get()) return;
    announceSessionEnd(reason);
    // An expired session keeps the work in progress for after the new login; a logout ends the journey.
    if (reason === 'logout') endJourneyHere();
    else persistent.token.remove();
    forgetLocally(refusedToken);
    sessionEnded = reason === 'expired' ? 'expired' : null;
    publish();
    track(reason === 'expired' ? 'session_expired' : 'logout');
  }

  /** Another tab stored a different token (a login, maybe as someone else): this tab shows that session now. */
  function adopt(stored: string) {
    hold(stored);
    emitSessionEnded();
    watchProfile();
  }

  /** Another tab's logout, expiry or login (from its channel message or the token's storage event). */
  function onSignal(signal: SessionSignal) {
    const stored = persistent.token.get();
    if (signal.kind === 'ended') {
      if (!hadSession) return;
      // The channel's message can arrive before the other tab's removal of the token is visible
      // here: the ended session is the one this tab holds, so a token still read here is that
      // stale copy. Only a different token (a login since) keeps it, and its own event follows.
      if (token && (!stored || stored === token)) forgetLocally();
      if (signal.reason === 'logout' && signal.certain) endJourneyHere();
      // Told by the channel (certain) it may say "expired"; the bare token event cannot tell, so it never overrides that.
      if (signal.certain || !sessionEnded) sessionEnded = signal.reason;
      publish();
      return;
    }
    // Whoever logged in there is who this tab now shows: fetch their profile.
    if (stored && stored !== token) adopt(stored);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Opens what the session listens to (refusals, the other tabs) and watches the profile; returns the stop. */
    start() {
      const stopRefusals = onSessionRefused((refused) => end('expired', refused));
      const stopSignals = onSessionSignal(onSignal);
      watchProfile();
      return () => {
        stopRefusals();
        stopSignals();
        stopWatching();
      };
    },
    /** Stores the token and fetches the profile; resolves with the user (null when it cannot be fetched), rejects when the token is refused. */
    login(next: string): Promise<User | null> {
      persistent.token.set(next);
      hold(next);
      track('login');
      const answered = new Promise<User | null>((resolve, reject) => {
        pendingLogin = { token: next, resolve, reject };
      });
      watchProfile({ fresh: true });
      return answered;
    },
    logout: () => end('logout'),
    retryProfile: () => watch?.retry(),
    dismissSessionEnded() {
      sessionEnded = null;
      publish();
    },
    /**
     * False when the stored token is no longer the one this tab's session holds: another
     * tab logged out or in, and this tab has not (yet) heard of it. Reads storage.
     */
    holdsStoredSession: () => token === null || persistent.token.get() === token,
    /** Makes this tab follow the stored token (for signals it missed): forgets the session if it is gone, shows whoever's it is now. */
    followStoredSession() {
      const stored = persistent.token.get();
      if (stored === token) return;
      if (stored) return adopt(stored);
      forgetLocally();
      // Nobody said why: like the bare token event, it reads as a logout elsewhere.
      sessionEnded ??= 'logout';
      publish();
    },
  };
}
