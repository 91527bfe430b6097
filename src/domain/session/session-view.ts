import type { User } from './auth-api';
import type { ProfileView } from './profile-query';
import type { SessionEndReason } from './session-sync';

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

/** What the session knows besides its token, from which the screens' state is read. */
interface SessionFacts {
  profile: ProfileView;
  isRestoring: boolean;
  sessionEnded: SessionEndReason | null;
}

function shown(holdsToken: boolean, { profile, isRestoring, sessionEnded }: SessionFacts): SessionState {
  return {
    status: !holdsToken ? 'anonymous' : profile.kind === 'pending' ? 'loading' : 'authenticated',
    user: holdsToken && profile.kind === 'user' ? profile.user : null,
    profileError: holdsToken && profile.kind === 'unavailable',
    isRestoring,
    sessionEnded,
  };
}

/**
 * The session as an external store for `useSyncExternalStore` (./auth.tsx): it keeps the facts, and `set` tells
 * the listeners only when something shown changed, so the state object stays the same between changes.
 * `holdsToken`: whether this tab holds a token (./session-token.ts), read again on each change.
 */
export function createSessionView(holdsToken: () => boolean, isRestoring: boolean) {
  const facts: SessionFacts = { profile: { kind: 'pending' }, isRestoring, sessionEnded: null };
  let state = shown(holdsToken(), facts);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    facts: (): Readonly<SessionFacts> => facts,
    set(change: Partial<SessionFacts>) {
      Object.assign(facts, change);
      const next = shown(holdsToken(), facts);
      if ((Object.keys(next) as (keyof SessionState)[]).every((key) => next[key] === state[key])) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}
