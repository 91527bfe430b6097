import { useCallback, useEffect } from 'react';
import { track } from './analytics';
import { onUnauthorized } from './api-client';
import { announceSessionEnd, type SessionEndReason } from './session-sync';
import { storage } from './storage';
import type { Session } from './use-session-state';

/**
 * Ending the session in this tab, told to the others: by this tab's logout, or as expired when the
 * API refuses the token (any 401 on an authenticated call).
 */
export function useSessionEnd(session: Session) {
  const clearSession = useCallback(
    (reason: SessionEndReason) => {
      // Several 401s at once end the session once: only the first finds a token.
      if (!session.tokenRef.current && !storage.token.get()) return;
      announceSessionEnd(reason);
      // An expired session keeps the work in progress for after the new login; a logout ends the journey.
      if (reason === 'logout') session.endJourneyHere();
      else storage.token.remove();
      session.forgetLocally();
      session.setSessionEnded(reason === 'expired' ? 'expired' : null);
      track(reason === 'expired' ? 'session_expired' : 'logout');
    },
    [session],
  );

  useEffect(() => onUnauthorized(() => clearSession('expired')), [clearSession]);

  return clearSession;
}
