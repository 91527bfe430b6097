/**
 * What the logged-in customer holds, as several features read it: the subscription (client area, the wizard's
 * payment step, /plans, the payment pages) and each bot plan (/plans, /automation, the client area, the trial
 * confirmation). One query each, keyed by user, so every screen shares the same cache.
 */
import { fromApi, skipToken, useQueries, useQuery } from '@/lib/http/query-client';
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
  return useQuery({
    queryKey: queryKeys.subscription(user?.id ?? 'session'),
    queryFn: enabled && status === 'authenticated' ? fromApi(getSubscription) : skipToken,
    staleTime: PLAN_FRESH_MS,
  });
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
    queries: BOT_PLAN_IDS.map((plan) => ({
      queryKey: queryKeys.botPlan(user?.id ?? 'session', plan),
      queryFn: enabled && status === 'authenticated' ? fromApi((signal) => checkBotPlan(plan, signal)) : skipToken,
      staleTime: PLAN_FRESH_MS,
    })),
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
