/**
 * The token: what this browser stores (`persistent.token`, shared by its tabs), and the copy this tab's session
 * holds. The two differ when another tab logged out or in and this one has not heard of it yet (./other-tabs.ts).
 */
import { persistent } from '@/lib/storage/storage';

export const storedToken = (): string | null => persistent.token.get();
export const storeToken = (token: string): void => persistent.token.set(token);
/** An expiry: the token goes, the work in progress stays for after the new login (a logout ends the journey instead). */
export const dropStoredToken = (): void => persistent.token.remove();

/**
 * Whether this browser holds a session now. Read from storage, so a flow that receives an answer sees an end
 * that happened since its screen rendered (a refused token, a logout in another tab): it then asks for a login
 * the way it does for an anonymous visitor, never by reading a status code.
 */
export const hasSession = (): boolean => storedToken() !== null;

export type HeldToken = ReturnType<typeof createHeldToken>;

/** The token this tab's session holds: read from storage at start, changed only by the session. */
export function createHeldToken() {
  let held = storedToken();
  /** This tab held a session since its journey was last cleared (another tab's logout concerns it). */
  let hadSession = held !== null;
  return {
    get: () => held,
    hadSession: () => hadSession,
    hold(token: string) {
      held = token;
      hadSession = true;
    },
    drop() {
      held = null;
    },
    /** The journey ended here (a logout): nothing this tab holds is left to end. */
    journeyEnded() {
      hadSession = false;
    },
    /** False when storage holds another token than this tab: another tab logged out or in, unheard here. Reads storage. */
    isCurrent: () => held === null || storedToken() === held,
  };
}
