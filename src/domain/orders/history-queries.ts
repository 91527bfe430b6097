/**
 * The logged-in customer's service history as several features read it (client area, dashboard, the wizard's
 * quota): one query keyed by user, so every screen shares the same cache and one invalidation refreshes them all.
 * (What the customer holds, the subscription and the bot plans, is billing's: src/domain/billing/subscription-queries.ts.)
 */
import { queryClient, skipToken, useQuery } from '@/lib/http/query-client';
import { useCallback, useEffect } from 'react';
import { rememberedAccount, useAuth } from '@/domain/session';
import { loadHistory } from './history/history-query';
import { queryKeys } from '@/lib/http/query-keys';

/** An order's state changes as it is processed: the history is asked again after this long (and at once after an order completes). */
const HISTORY_FRESH_MS = 30_000;

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
    if (account) prefetchHistory(account);
  }, []);
}

/** Asks for `userId`'s history into the cache useHistory reads, before any screen asks (src/app/page-data.ts). */
export function prefetchHistory(userId: number | string): void {
  const id = String(userId);
  void queryClient.prefetchQuery({ queryKey: queryKeys.history(id), queryFn: () => loadHistory(id), staleTime: HISTORY_FRESH_MS });
}

/** Marks every history as stale (and refetches the ones on screen): call after a run or a paid order completes. */
export function useInvalidateHistory() {
  const client = queryClient;
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.histories() }), [client]);
}
