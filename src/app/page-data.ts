/**
 * A logged-in visitor's page data, asked for as the app starts (main.tsx), beside React DOM and the translations: the
 * stored session's profile, then what the page's route names for that account (RouteMeta.early), into the query
 * cache the screens read. Otherwise each waits for a render: the session is watched once the page has hydrated,
 * the subscription and the history asked once the profile has rendered (docs/startup.md#early-requests). Where the
 * head script asked for them already (src/startup/early-requests.ts), these take its answers.
 */
import { fetchStoredProfile, hasSession } from '@/domain/session';
import { prepareStorage } from '@/lib/storage/storage';
import { currentEarlyRequests } from './router';

/**
 * Once the stored session can be read (its schema is checked on demand) and `ready` has settled (main.tsx: the demo
 * backend, which answers these in a demo build, and the screen's code). The profile comes through the session's own
 * loader, the one download its watch waits for too; the account's queries (./account-prefetch.ts) only once it has
 * come. Whatever fails is left to the screens, which ask again and say so.
 */
export async function startPageData(ready: Promise<unknown> = Promise.resolve()): Promise<void> {
  // Its failure is main.tsx's to report (the page says its code did not download), never an unhandled rejection here.
  const isReady = ready.then(
    () => true,
    () => false,
  );
  try {
    await prepareStorage();
    const early = hasSession() ? currentEarlyRequests() : [];
    if (!early.includes('profile') || !(await isReady)) return;
    const profile = await fetchStoredProfile();
    if (!profile) return;
    const { prefetchAccountData } = await import('./account-prefetch');
    // Not for a session that ended meanwhile (a refusal, a logout): its account's data is being deleted.
    if (profile.current()) prefetchAccountData(profile.user.id, early);
  } catch {
    // Nothing is lost: each screen asks for its own data.
  }
}
