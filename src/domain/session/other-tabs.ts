import { storedToken, type HeldToken } from './session-token';
import { onSessionSignal, type SessionEndReason, type SessionSignal } from './session-sync';

/** What following the other tabs needs of this tab's session (./session-store.ts). */
export interface TabSession {
  held: HeldToken;
  /** Forgets the session in this tab only: the other tab already removed or replaced the token. */
  forget: () => void;
  /** The person left: this tab's work in progress (sessionStorage) goes too. */
  endJourney: () => void;
  sessionEnded: () => SessionEndReason | null;
  showEnded: (reason: SessionEndReason | null) => void;
  /** Shows the session of `token` (a login in another tab, maybe as someone else) and fetches its profile. */
  adopt: (token: string) => void;
}

/** Another tab's logout, expiry or login (its channel message or the token's storage event). */
function follow(session: TabSession, signal: SessionSignal) {
  const stored = storedToken();
  const held = session.held.get();
  if (signal.kind === 'token-changed') {
    // Whoever logged in there is who this tab now shows: fetch their profile.
    if (stored && stored !== held) session.adopt(stored);
    return;
  }
  if (!session.held.hadSession()) return;
  // The channel's message can arrive before the other tab's removal of the token is visible here: the ended
  // session is the one this tab holds, so a token still read here is that stale copy. Only a different token
  // (a login since) keeps it, and its own event follows.
  if (held && (!stored || stored === held)) session.forget();
  if (signal.reason === 'logout' && signal.certain) session.endJourney();
  // Told by the channel (certain) it may say "expired"; the bare token event cannot tell, so it never overrides that.
  if (signal.certain || !session.sessionEnded()) session.showEnded(signal.reason);
}

/** Keeps this tab in step with the others, through one subscription (./session-sync.ts); returns the stop. */
export function followOtherTabs(session: TabSession): () => void {
  return onSessionSignal((signal) => follow(session, signal));
}

/**
 * Makes this tab follow the stored token, for signals it missed (a private screen asks before it shows): forgets
 * the session if it is gone, shows whoever's it is now.
 */
export function followStoredSession(session: TabSession): void {
  const stored = storedToken();
  if (stored === session.held.get()) return;
  if (stored) return session.adopt(stored);
  session.forget();
  // Nobody said why: like the bare token event, it reads as a logout elsewhere.
  session.showEnded(session.sessionEnded() ?? 'logout');
}
