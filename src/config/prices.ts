/**
 * What everything costs, in BRL (docs/product/plans-and-prices.md#offers), and the alternate readings the copy
 * quotes: a bot's price after its free days has a second reading in US dollars
 * (docs/product/plans-and-prices.md#two-price-readings). Every screen, the terms, the blog, the demo backend
 * and the tests read them here; src/lib/format/format.ts formats them (R$ with two decimals).
 */
import type { PlanId } from './plans';

/** Every amount is in this currency. */
export const CURRENCY = 'BRL';

export const PRICES = {
  perService: 50,
  /**
   * Monthly price after the trial, and the alternate displayed reading in US dollars;
   * each bot's row in ./bots.ts reads them.
   */
  whatsappBot: { monthly: 97, displayed: 23 },
  discordBot: { monthly: 67, displayed: 16 },
  /** Alternate per-task reading of the content price. */
  contentTask: 12,
  /** Marketing tiers quoted in the copy. */
  tiers: { basic: 49, pro: 99, agency: 199 },
} as const;

/**
 * Monthly price of each plan id. The product's rules give only the bot prices
 * (docs/product/plans-and-prices.md#offers); the content plans' prices are our assumption
 * (docs/api-contract.md#other-assumptions), aligned with the tiers.
 */
export const PLAN_MONTHLY_PRICES: Record<PlanId, number> = {
  start: 49,
  pro: 99,
  creator: 149,
  corporate: 299,
  combo: 179,
  whatsapp_bot: PRICES.whatsappBot.monthly,
  discord_bot: PRICES.discordBot.monthly,
};
