import { useCallback, useEffect } from 'react';
import { track } from '@/lib/analytics/analytics';
import { onUnauthorized } from '@/lib/http/api-client';
import { announceSessionEnd, type SessionEndReason } from './session-sync';
import { persistent } from '@/lib/storage/storage';
import type { Session } from './use-session-state';

/**
 * Ending the session in this tab, told to the others: by this tab's logout, or as expired when the
 * API refuses the token (any 401 on an authenticated call). `refusedToken`: the token the refused
 * call carried; when the stored token is another one by the time the answer arrives (a login here or
 * in another tab since), that answer speaks of a session already gone and ends nothing.
 */
export function useSessionEnd(session: Session) {
  const clearSession = useCallback(
    (reason: SessionEndReason, refusedToken?: string) => {
      // Several 401s at once end the session once: only the first finds a token.
      if (!session.tokenRef.current && !persistent.token.get()) return;
      if (refusedToken !== undefined && refusedToken !== persistent.token.get()) return;
      announceSessionEnd(reason);
      // An expired session keeps the work in progress for after the new login; a logout ends the journey.
      if (reason === 'logout') session.endJourneyHere();
      else persistent.token.remove();
      session.forgetLocally();
      session.setSessionEnded(reason === 'expired' ? 'expired' : null);
      track(reason === 'expired' ? 'session_expired' : 'logout');
    },
    [session],
  );

  useEffect(() => onUnauthorized((refusedToken) => clearSession('expired', refusedToken)), [clearSession]);

  return clearSession;
}
