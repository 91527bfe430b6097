/**
 * The plans the API knows and what kind each is (docs/product/plans-and-prices.md#plan-ids): the bots,
 * the plans whose holders run services without paying per service, the plans that start with free days
 * and how many, and the next plan up. Prices are in ./prices.ts, what each plan includes in ./quotas.ts,
 * a bot's row in ./bots.ts. No imports: build/prerender.ts reaches this file through ./early-requests.ts.
 */

/** Plan identifiers known to the API (docs/product/plans-and-prices.md#plan-ids). */
export const PLAN_IDS = ['start', 'pro', 'creator', 'corporate', 'whatsapp_bot', 'discord_bot', 'combo'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BOT_PLAN_IDS = ['whatsapp_bot', 'discord_bot'] as const satisfies readonly PlanId[];
export type BotPlanId = (typeof BOT_PLAN_IDS)[number];

/** The bots as /automation, /signup (?bot=whatsapp or discord) and the saved trial name them (docs/product/bots.md#names-and-plan-ids). */
export const BOT_NAMES = ['whatsapp', 'discord'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** Plans whose active holders run services without paying per service (docs/product/plans-and-prices.md#plan-holders). */
export const SERVICE_PLAN_IDS = ['start', 'pro', 'creator', 'corporate', 'combo'] as const satisfies readonly PlanId[];

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
export const isBotPlanId = (value: unknown): value is BotPlanId =>
  typeof value === 'string' && (BOT_PLAN_IDS as readonly string[]).includes(value);

/**
 * The free days a trial plan starts with, then monthly billing. When they start counting, and the day of
 * the first charge, is the trial's clock: src/domain/billing/trial-terms.ts.
 */
export const TRIAL_DAYS = 15;
/** Plans that start with TRIAL_DAYS free: the two bots and the content agency plan (pro: src/config/quotas.ts). */
export const TRIAL_PLAN_IDS = ['whatsapp_bot', 'discord_bot', 'pro'] as const satisfies readonly PlanId[];
export type TrialPlanId = (typeof TRIAL_PLAN_IDS)[number];
export const isTrialPlanId = (value: unknown): value is TrialPlanId =>
  typeof value === 'string' && (TRIAL_PLAN_IDS as readonly string[]).includes(value);

/**
 * The next plan up, offered when a plan's monthly quota is used up (the corporate
 * plan is the top: its holders talk to the team).
 */
export const PLAN_UPGRADES: Partial<Record<PlanId, PlanId>> = { start: 'pro', pro: 'creator', combo: 'creator', creator: 'corporate' };
