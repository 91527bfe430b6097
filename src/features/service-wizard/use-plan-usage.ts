import { useHistory } from '@/domain/orders';
import { countThisMonth, isQuotaExhausted, planQuota } from '@/domain/orders';

/**
 * How much of the month's quota a plan holder used (docs/product/plans-and-prices.md#monthly-quotas), from the history: what the summary says of the
 * order and what the plan step offers. `refused`: the API refused a run (403), the quota is used up whatever the
 * count says.
 */
export function usePlanUsage(plan: string, refused = false) {
  const history = useHistory();
  const quota = planQuota(plan);
  const used = history.data ? countThisMonth(history.data.rows) : null;
  const exhausted = refused || (used !== null && isQuotaExhausted(quota, used));
  const lastOne = !exhausted && quota.kind === 'limited' && used === quota.limit - 1;
  return { quota, used, loading: history.isLoading, exhausted, lastOne };
}
