import { COMBO_ACTIVE_BOTS, MONTHLY_QUOTA } from '@/config/quotas';
import { isPlanId } from '@/config/plans';

/** What a plan allows per calendar month (docs/product/plans-and-prices.md#monthly-quotas). */
export type Quota =
  | { kind: 'limited'; limit: number; bots: number }
  | { kind: 'bot' }
  | { kind: 'unlimited' };

export function planQuota(plan: string | null | undefined): Quota {
  const id = plan?.trim().toLowerCase();
  if (!isPlanId(id)) return { kind: 'unlimited' };
  const quota = MONTHLY_QUOTA[id];
  if (quota === 'bot') return { kind: 'bot' };
  if (typeof quota === 'number') return { kind: 'limited', limit: quota, bots: id === 'combo' ? COMBO_ACTIVE_BOTS : 0 };
  return { kind: 'unlimited' };
}

/** Items created in the current calendar month of `now` (local time). */
export function countThisMonth(items: readonly { created_at: string }[], now = new Date()): number {
  return items.filter((item) => {
    const date = new Date(item.created_at);
    return !Number.isNaN(date.getTime()) && date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
  }).length;
}

/** Share of the quota used, in whole percent, between 0 and 100. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

export const isQuotaExhausted = (quota: Quota, used: number) => quota.kind === 'limited' && used >= quota.limit;
