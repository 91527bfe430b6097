import { sharedDownload } from '@/lib/retry/with-retries';
import { rememberAccount } from './account-data';
import type { User } from './auth-api';
import type { ProfileView, ProfileWatch } from './profile-query';
import { storedToken } from './session-token';

// The profile query (./profile-query.ts) downloads with the first profile this tab needs, with the query library
// and the HTTP client: an anonymous visit to a landing never needs them. Its download is retried a few times; after
// that the profile shows as unavailable, with a way to try again.
// One download for every caller (the page's data as the app starts, the session's watch).
const loadProfileQuery = sharedDownload(() => import('./profile-query'));

interface Watch {
  token: string;
  stop: () => void;
  retry: () => void;
}

function open(token: string, fresh: boolean, onView: (token: string, view: ProfileView) => void): Watch {
  let stopped = false;
  let loading = false;
  let query: ProfileWatch | null = null;
  const load = () => {
    loading = true;
    loadProfileQuery().then(
      (module) => {
        loading = false;
        if (!stopped) query = module.watchProfile(token, (view) => onView(token, view), { fresh });
      },
      () => {
        loading = false;
        // The chunk did not arrive: the session is kept, and the retry loads it again.
        if (!stopped) onView(token, { kind: 'unavailable' });
      },
    );
  };
  load();
  return {
    token,
    stop: () => {
      stopped = true;
      query?.stop();
    },
    retry: () => {
      if (query) query.refetch();
      else if (!loading) load();
    },
  };
}

/**
 * The profile of the token this tab holds, watched in the query cache from outside React (the provider that
 * shows it ships without the query library). One token at a time: each settled view is reported with the
 * token it belongs to, so an answer about a session already left behind can be told apart.
 */
export function createProfileWatch(onView: (token: string, view: ProfileView) => void) {
  let current: Watch | null = null;
  const stop = () => {
    current?.stop();
    current = null;
  };
  return {
    /** Watches the profile of `token`; `fresh` (a login) forgets what the cache holds for it and asks again. */
    watch(token: string | null, { fresh = false } = {}) {
      if (token === null || (current?.token === token && !fresh)) return;
      stop();
      current = open(token, fresh, onView);
    },
    stop,
    /** Asks again (the retry of a profile that could not be fetched). */
    retry: () => current?.retry(),
  };
}

/** A stored session's profile, and whether that session is still the stored one (it may end, or change, meanwhile). */
export interface StoredProfile {
  user: User;
  current: () => boolean;
}

/**
 * The stored session's profile, asked for as a logged-in visitor's page starts, before the session is watched (its
 * provider starts it once the page has rendered): the watch then finds it in the cache. Its account is remembered at
 * once. Null without a session, or when it could not be read: the watch asks again, and a refused token ends the
 * session there.
 */
export async function fetchStoredProfile(): Promise<StoredProfile | null> {
  const token = storedToken();
  if (!token) return null;
  const current = () => storedToken() === token;
  try {
    const { fetchProfile } = await loadProfileQuery();
    const user = await fetchProfile(token);
    if (!current()) return null;
    // As the session does when it shows this profile: another account's saved data goes before this one's is read.
    rememberAccount(user.id);
    return { user, current };
  } catch {
    return null;
  }
}
