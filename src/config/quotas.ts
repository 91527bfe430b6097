/**
 * What each plan and package includes (docs/product/plans-and-prices.md#monthly-quotas): services a month,
 * active bots, revisions, the one-off packages' services. How a month's use is counted against the quota
 * (the calendar month, local time) is src/domain/orders/quota.ts.
 */
import type { PlanId } from './plans';

/** The pro plan's services a month: it is also the content agency plan (docs/product/plans-and-prices.md). */
const PRO_SERVICES_PER_MONTH = 4;

/**
 * Monthly service quota per plan. 'bot' reads 'Bot ativo'; plans not listed are unlimited.
 * combo also includes COMBO_ACTIVE_BOTS active bot.
 */
export const MONTHLY_QUOTA: Partial<Record<PlanId, number | 'bot'>> = {
  start: 2,
  pro: PRO_SERVICES_PER_MONTH,
  creator: 8,
  corporate: 20,
  combo: 4,
  whatsapp_bot: 'bot',
  discord_bot: 'bot',
};
export const COMBO_ACTIVE_BOTS = 1;

/** The content agency plan (the pro plan): TRIAL_DAYS free plus its monthly quota of contents. */
export const AGENCY_PLAN_CONTENTS_PER_MONTH = PRO_SERVICES_PER_MONTH;
/** Revisions included per content on the pro plan. */
export const PRO_REVISIONS_PER_CONTENT = 2;

/** Services each marketing tier includes; the agency tier is unlimited for AGENCY_UNLIMITED_DAYS. */
export const TIER_SERVICES = { basic: 1, pro: 3 } as const;
export const AGENCY_UNLIMITED_DAYS = 7;
