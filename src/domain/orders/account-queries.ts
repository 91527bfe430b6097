/**
 * The logged-in customer's server state that several features read: the
 * subscription (client area, the wizard's payment step) and the service history
 * (client area, dashboard, the wizard's quota). One query each, keyed by user,
 * so every screen shares the same cache and one invalidation refreshes them all.
 */
import { fromApi, queryClient, skipToken, useQueries, useQuery } from '@/lib/http/query-client';
import { BOT_PLAN_IDS, type BotPlanId } from '@/config/constants';
import { useCallback, useEffect } from 'react';
import { rememberedAccount, useAuth } from '@/domain/session';
import { loadHistory } from './history/history-query';
import { queryKeys } from '@/lib/http/query-keys';
import { checkBotPlan, getSubscription } from '@/domain/billing';

/** A plan changes seldom within a visit: the subscription and the bot plans, once known, are trusted this long. */
const PLAN_FRESH_MS = 60_000;
/** An order's state changes as it is processed: the history is asked again after this long (and at once after an order completes). */
const HISTORY_FRESH_MS = 30_000;

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

/** One bot plan as check-bot-plan answered it for this visitor; 'unknown' when the check failed. */
export type BotPlanStatus = 'anonymous' | 'checking' | 'held' | 'not-held' | 'unknown';

/**
 * GET /ia/history/{userId}, read by the history store (./history/history-query.ts): rows without their results'
 * payloads, what this browser saved first. Refetched when stale (HISTORY_FRESH_MS) and at once after an order
 * completes (useInvalidateHistory).
 */
export function useHistory() {
  const { user } = useAuth();
  const userId = user?.id;
  return useQuery({
    queryKey: queryKeys.history(userId ?? ''),
    queryFn: userId === undefined ? skipToken : () => loadHistory(String(userId)),
    staleTime: HISTORY_FRESH_MS,
  });
}

/**
 * Starts the history of the account that last logged in here while its session is being checked (a private page's
 * shell): the same query the page then reads, when the profile names the same account.
 */
export function usePrefetchHistory() {
  useEffect(() => {
    const account = rememberedAccount();
    if (account) void queryClient.prefetchQuery({ queryKey: queryKeys.history(account), queryFn: () => loadHistory(account), staleTime: HISTORY_FRESH_MS });
  }, []);
}

/** Marks every history as stale (and refetches the ones on screen): call after a run or a paid order completes. */
export function useInvalidateHistory() {
  const client = queryClient;
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.histories() }), [client]);
}
