import { useCallback, useEffect } from 'react';
import { emitSessionEnded } from '@/lib/http/session-events';
import { onSessionSignal } from './session-sync';
import { persistent } from '@/lib/storage/storage';
import type { Session } from './use-session-state';

/**
 * Keeps this tab on the session the other tabs of the browser hold: another tab's logout, expiry or
 * login (maybe as someone else) shows here, from its signal (domain/session/session-sync.ts) or, for a signal
 * this tab missed, when a private screen asks (`followStoredSession`).
 */
export function useTabSync(session: Session, fetchAgain: () => void) {
  const { tokenRef } = session;

  /** Another tab stored a different token (a login, maybe as someone else): this tab shows that session now. */
  const adoptStoredToken = useCallback(
    (stored: string) => {
      session.holdToken(stored);
      emitSessionEnded();
      session.setUser(null);
      fetchAgain();
    },
    [session, fetchAgain],
  );

  const holdsStoredSession = useCallback(() => tokenRef.current === null || persistent.token.get() === tokenRef.current, [tokenRef]);

  // For signals this tab missed (RequireAuth asks before showing a private screen).
  const followStoredSession = useCallback(() => {
    const stored = persistent.token.get();
    if (stored === tokenRef.current) return;
    if (stored) return adoptStoredToken(stored);
    session.forgetLocally();
    // Nobody said why: like the bare token event, it reads as a logout elsewhere.
    session.setSessionEnded((current) => current ?? 'logout');
  }, [session, tokenRef, adoptStoredToken]);

  useEffect(
    () =>
      onSessionSignal((signal) => {
        const stored = persistent.token.get();
        if (signal.kind === 'ended') {
          if (!session.hadSession.current) return;
          // The channel's message can arrive before the other tab's removal of the token is visible
          // here: the ended session is the one this tab holds, so a token still read here is that
          // stale copy. Only a different token (a login since) keeps it, and its own event follows.
          if (tokenRef.current && (!stored || stored === tokenRef.current)) session.forgetLocally();
          if (signal.reason === 'logout' && signal.certain) session.endJourneyHere();
          // Told by the channel (certain) it may say "expired"; the bare token event cannot tell, so it never overrides that.
          session.setSessionEnded((current) => (signal.certain || !current ? signal.reason : current));
          return;
        }
        // Whoever logged in there is who this tab now shows: fetch their profile.
        if (stored && stored !== tokenRef.current) adoptStoredToken(stored);
      }),
    [session, tokenRef, adoptStoredToken],
  );

  return { holdsStoredSession, followStoredSession };
}
