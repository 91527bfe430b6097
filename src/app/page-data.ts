/**
 * A logged-in visitor's page data, asked for as the app starts (main.tsx), while React DOM and the screen load: the
 * stored session's profile, then what the page's route names for that account (RouteMeta.early), into the query
 * cache the screens read. Otherwise each waits for a render: the session is watched once the page has hydrated,
 * the subscription and the history asked once the profile has rendered (docs/startup.md#early-requests). Where the
 * head script asked for them already (src/startup/early-requests.ts), these take its answers.
 */
import type { EarlyRequest } from '@/config/early-requests';
import { prefetchPlans } from '@/domain/billing';
import { prefetchHistory } from '@/domain/orders';
import { fetchStoredProfile } from '@/domain/session';

export async function prefetchPageData(early: readonly EarlyRequest[]): Promise<void> {
  if (!early.includes('profile')) return;
  const user = await fetchStoredProfile();
  if (!user) return;
  if (early.includes('history')) prefetchHistory(user.id);
  prefetchPlans(user.id, { subscription: early.includes('subscription'), botPlans: early.includes('bot-plans') });
}
