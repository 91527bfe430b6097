// The refusal signal is read through the API client: that keeps the API client (a few hundred bytes, used by nearly
// every screen) in the entry, not in the chunk of whichever screens share it (the landings', which /login and the
// payment pages would then download).
import { onSessionRefused } from '@/lib/http/api-client';
import { storedToken } from './session-token';

/**
 * Expiry: the API refused the token. Which answers refuse it is decided in one place (src/lib/http/session-events.ts,
 * for every call that receives a status); this is that signal's one listener, and it ends the session as expired.
 * A refusal that names a token storage no longer holds (a login since, here or in another tab) speaks of a session
 * already gone and ends nothing; several refusals at once end the session once, since only the first finds its token.
 */
export function expireOnRefusal(end: (reason: 'expired', refusedToken: string) => void): () => void {
  return onSessionRefused((refusedToken) => {
    if (refusedToken === storedToken()) end('expired', refusedToken);
  });
}
