/**
 * What the logged-in customer holds, as several features read it: the subscription (client area, the wizard's
 * payment step, /plans, the payment pages) and each bot plan (/plans, /automation, the client area, the trial
 * confirmation). One query each, keyed by user, so every screen shares the same cache.
 */
import { fromApi, queryClient, skipToken, useQueries, useQuery } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { BOT_PLAN_IDS, type BotPlanId } from '@/config/plans';
import { useAuth } from '@/domain/session';
import { checkBotPlan, getSubscription } from './subscription-api';

/** A plan changes seldom within a visit: the subscription and the bot plans, once known, are trusted this long. */
const PLAN_FRESH_MS = 60_000;

/**
 * GET /subscription (by bearer): a plan changes seldom within a visit. Asked as soon as
 * the session is confirmed, also when the profile itself could not be read.
 */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const query = subscriptionQuery(user?.id ?? 'session');
  return useQuery({ ...query, queryFn: enabled && status === 'authenticated' ? query.queryFn : skipToken });
}

const subscriptionQuery = (userId: number | string) => ({
  queryKey: queryKeys.subscription(userId),
  queryFn: fromApi(getSubscription),
  staleTime: PLAN_FRESH_MS,
});

const botPlanQuery = (userId: number | string, plan: BotPlanId) => ({
  queryKey: queryKeys.botPlan(userId, plan),
  queryFn: fromApi((signal) => checkBotPlan(plan, signal)),
  staleTime: PLAN_FRESH_MS,
});

/**
 * Asks for what `userId` holds (the subscription, each bot plan) into the cache the hooks above read, before any
 * screen asks: a logged-in visitor's page data while the app starts (src/app/page-data.ts).
 */
export function prefetchPlans(userId: number | string, { subscription, botPlans }: { subscription: boolean; botPlans: boolean }): void {
  if (subscription) void queryClient.prefetchQuery(subscriptionQuery(userId));
  if (botPlans) for (const plan of BOT_PLAN_IDS) void queryClient.prefetchQuery(botPlanQuery(userId, plan));
}

/** One bot plan as check-bot-plan answered it for this visitor; 'unknown' when the check failed. */
export type BotPlanStatus = 'anonymous' | 'checking' | 'held' | 'not-held' | 'unknown';

/**
 * GET /subscription/check-bot-plan for each bot: GET /subscription names one plan, so
 * a customer with a content plan and a bot (or two bots) is known only this way.
 */
export function useBotPlans({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const results = useQueries({
    queries: BOT_PLAN_IDS.map((plan) => {
      const query = botPlanQuery(user?.id ?? 'session', plan);
      return { ...query, queryFn: enabled && status === 'authenticated' ? query.queryFn : skipToken };
    }),
  });
  const held: BotPlanId[] = BOT_PLAN_IDS.filter((_, index) => results[index]?.data === true);
  const statusOf = (plan: BotPlanId): BotPlanStatus => {
    // A stored token whose profile is still loading is a customer being recognised: still checking.
    if (status === 'loading') return 'checking';
    if (status !== 'authenticated') return 'anonymous';
    const result = results[BOT_PLAN_IDS.indexOf(plan)];
    if (!result || result.isPending) return 'checking';
    if (result.isError) return 'unknown';
    return result.data ? 'held' : 'not-held';
  };
  return {
    held,
    isPending: status === 'authenticated' && results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    isFetching: results.some((result) => result.isFetching),
    refetch: () => results.forEach((result) => void result.refetch()),
    statusOf,
  };
}
