import { BOT_PLANS } from '@/config/bots';
import { COMBO_ACTIVE_BOTS, MONTHLY_QUOTA } from '@/config/quotas';
import { isBotPlanId, TRIAL_DAYS, TRIAL_PLAN_IDS, type PlanId } from '@/config/plans';
import { PLAN_MONTHLY_PRICES } from '@/config/prices';

/** How /plans groups the seven plan ids (docs/product/plans-and-prices.md#plan-ids). */
export const PLAN_GROUPS = {
  bots: ['whatsapp_bot', 'discord_bot', 'combo'],
  content: ['start', 'pro', 'creator', 'corporate'],
} as const satisfies Record<string, readonly PlanId[]>;

/** The plan that gets the "most popular" ribbon: the agency plan, with its free trial. */
export const POPULAR_PLAN: PlanId = 'pro';

/** The corporate quota is written "20+": it is the floor, not a cap (docs/product/plans-and-prices.md#monthly-quotas). */
const OPEN_ENDED_QUOTA: readonly PlanId[] = ['corporate'];

export type Quota =
  | { kind: 'contents'; count: number }
  | { kind: 'contentsPlus'; count: number }
  | { kind: 'combo'; contents: number; bots: number }
  | { kind: 'bot' }
  | { kind: 'unlimited' };

export interface PlanOffer {
  id: PlanId;
  monthlyPrice: number;
  /** The free days it starts with; null for a plan without a trial. */
  trialDays: number | null;
  /** The alternate (US dollar) reading of its price, which only the bots quote (docs/product/plans-and-prices.md#two-price-readings). */
  usdReading: number | null;
  quota: Quota;
}

function planQuota(id: PlanId): Quota {
  const quota = MONTHLY_QUOTA[id];
  if (quota === 'bot') return { kind: 'bot' };
  if (quota === undefined) return { kind: 'unlimited' };
  if (id === 'combo') return { kind: 'combo', contents: quota, bots: COMBO_ACTIVE_BOTS };
  return { kind: OPEN_ENDED_QUOTA.includes(id) ? 'contentsPlus' : 'contents', count: quota };
}

/** A bot's offer is its row of src/config/bots.ts; the content plans' from src/config/prices.ts, src/config/quotas.ts and src/config/plans.ts. */
export function planOffer(id: PlanId): PlanOffer {
  if (isBotPlanId(id)) {
    const bot = BOT_PLANS[id];
    return { id, monthlyPrice: bot.monthly, trialDays: bot.trialDays, usdReading: bot.displayed, quota: planQuota(id) };
  }
  const trialDays = (TRIAL_PLAN_IDS as readonly PlanId[]).includes(id) ? TRIAL_DAYS : null;
  return { id, monthlyPrice: PLAN_MONTHLY_PRICES[id], trialDays, usdReading: null, quota: planQuota(id) };
}
