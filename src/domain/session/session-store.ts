import { track } from '@/lib/analytics/analytics';
import { emitSessionEnded } from '@/lib/http/session-events';
import { endJourney } from '@/domain/journey';
import { forgetAccount, rememberAccount } from './account-data';
import type { User } from './auth-api';
import { followOtherTabs, followStoredSession, type TabSession } from './other-tabs';
import { createPendingLogin } from './pending-login';
import type { ProfileView } from './profile-query';
import { createProfileWatch } from './profile-watch';
import { expireOnRefusal } from './session-expiry';
import { announceSessionEnd, type SessionEndReason } from './session-sync';
import { createHeldToken, dropStoredToken, storeToken, storedToken } from './session-token';
import { createSessionView } from './session-view';

const PENDING: ProfileView = { kind: 'pending' };

/**
 * The session of this tab (docs/state-and-data.md#the-session): the token it holds (./session-token.ts), the
 * profile watched in the query cache (./profile-watch.ts), what screens show (./session-view.ts), and the steps
 * that change them. The session ends in `end` alone: this tab's logout, or an expiry (./session-expiry.ts, the one
 * listener of a refused token). The other tabs are followed by ./other-tabs.ts.
 */
export function createSession() {
  const held = createHeldToken();
  const view = createSessionView(() => held.get() !== null, held.get() !== null);
  const pendingLogin = createPendingLogin();
  const profileWatch = createProfileWatch(showProfile);

  /** A settled answer about a token's profile; one about a session this tab no longer holds changes nothing. */
  function showProfile(token: string, next: ProfileView) {
    if (token !== held.get()) return;
    if (next.kind === 'user') rememberAccount(next.user.id);
    view.set({ profile: next, isRestoring: false });
    pendingLogin.answer(token, next.kind === 'user' ? next.user : null);
  }

  /** This tab now holds `token` (a login here or in another tab): its profile is to be fetched. */
  function hold(token: string) {
    pendingLogin.drop();
    profileWatch.stop();
    held.hold(token);
    view.set({ profile: PENDING, sessionEnded: null });
  }

  /** Forgets the session in this tab only (the token is already gone, or another tab changed it). */
  function forget(refusedToken?: string) {
    pendingLogin.drop(refusedToken);
    profileWatch.stop();
    held.drop();
    view.set({ profile: PENDING, isRestoring: false });
    // The account's cached data (the profile included) goes with it, and what this browser kept of it.
    forgetAccount();
    emitSessionEnded();
  }

  function endJourneyHere() {
    endJourney();
    held.journeyEnded();
  }

  /** Ends the session in this tab, told to the others: this tab's logout, or an expiry (`refusedToken`: the token the API refused). */
  function end(reason: SessionEndReason, refusedToken?: string) {
    if (held.get() === null && !storedToken()) return;
    announceSessionEnd(reason);
    // An expired session keeps the work in progress for after the new login; a logout ends the journey.
    if (reason === 'logout') endJourneyHere();
    else dropStoredToken();
    forget(refusedToken);
    view.set({ sessionEnded: reason === 'expired' ? 'expired' : null });
    track(reason === 'expired' ? 'session_expired' : 'logout');
  }

  const tab: TabSession = {
    held,
    forget: () => forget(),
    endJourney: endJourneyHere,
    sessionEnded: () => view.facts().sessionEnded,
    showEnded: (reason) => view.set({ sessionEnded: reason }),
    adopt(token) {
      hold(token);
      emitSessionEnded();
      profileWatch.watch(token);
    },
  };

  return {
    getState: view.getState,
    subscribe: view.subscribe,
    /** Opens what the session listens to (the API's refusals, the other tabs) and watches the profile; returns the stop. */
    start() {
      const stops = [expireOnRefusal(end), followOtherTabs(tab)];
      profileWatch.watch(held.get());
      return () => {
        stops.forEach((stop) => stop());
        profileWatch.stop();
      };
    },
    /** Stores the token and fetches the profile; resolves with the user (null when it cannot be fetched), rejects when the token is refused. */
    login(token: string): Promise<User | null> {
      storeToken(token);
      hold(token);
      track('login');
      const answered = pendingLogin.wait(token);
      profileWatch.watch(token, { fresh: true });
      return answered;
    },
    logout: () => end('logout'),
    retryProfile: () => profileWatch.retry(),
    dismissSessionEnded: () => tab.showEnded(null),
    holdsStoredSession: held.isCurrent,
    followStoredSession: () => followStoredSession(tab),
  };
}
