/**
 * Business constants (docs/product/plans-and-prices.md). Every screen, the demo backend and the tests
 * read them from here, so a price or a limit changes in one place.
 */

export const TRIAL_DAYS = 15;

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
 * The next plan up, offered when a plan's monthly quota is used up (the corporate
 * plan is the top: its holders talk to the team).
 */
export const PLAN_UPGRADES: Partial<Record<PlanId, PlanId>> = { start: 'pro', pro: 'creator', combo: 'creator', creator: 'corporate' };

/** Amounts in BRL. */
export const PRICES = {
  perService: 50,
  /**
   * Monthly price after the trial, and the alternate displayed reading (docs/product/plans-and-prices.md#offers);
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

/** Services each marketing tier includes; the agency tier is unlimited for AGENCY_UNLIMITED_DAYS. */
export const TIER_SERVICES = { basic: 1, pro: 3 } as const;
/**
 * The one-off packages are ordered over WhatsApp, paid up front and delivered by the team within
 * this many hours (ours: docs/product/marketing.md); that is why one service in the Basic package
 * costs less than a service ordered on the site, which the AI generates at once.
 */
export const PACKAGE_DELIVERY_HOURS = 24;
export const AGENCY_UNLIMITED_DAYS = 7;
/** The content agency plan: TRIAL_DAYS free plus this many contents a month. */
export const AGENCY_PLAN_CONTENTS_PER_MONTH = 4;
/** Revisions included per content on the pro plan. */
export const PRO_REVISIONS_PER_CONTENT = 2;

/**
 * Monthly service quota per plan. 'bot' reads 'Bot ativo'; plans not listed are unlimited.
 * combo also includes COMBO_ACTIVE_BOTS active bot.
 */
export const MONTHLY_QUOTA: Partial<Record<PlanId, number | 'bot'>> = {
  start: 2,
  pro: 4,
  creator: 8,
  corporate: 20,
  combo: 4,
  whatsapp_bot: 'bot',
  discord_bot: 'bot',
};
export const COMBO_ACTIVE_BOTS = 1;

/** Hours; shown as ranges. */
export const ESTIMATED_BOT_CREATION_HOURS = {
  whatsapp_bot: [24, 48],
  discord_bot: [12, 24],
  default: [24, 48],
} as const;
/** A paid order is delivered within this many hours (usually minutes). */
export const ORDER_DELIVERY_HOURS = 24;
export const START_PLAN_DELIVERY_HOURS = 24;
export const TEAM_CONTACT_HOURS = 24;
/** Days we take to answer a data subject's request (LGPD art. 19, II): the privacy policy and the client area's deletion request say it. */
export const DATA_REQUEST_REPLY_DAYS = 15;
export const WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS = [5, 7] as const;

export const DEFAULT_MAX_TOKENS = 2048;
export const HISTORY_POLL_INTERVAL_MS = 3000;
/**
 * Limits of the processing poll (GET /ia/history/payment/{id}), our own (the product's
 * rules set none, and an endless poll is a load on the API): failing polls back off up to POLL_MAX_BACKOFF_MS; POLL_NOT_FOUND_LIMIT
 * answers in a row of "no such order" stop it, and so does POLL_MAX_DURATION_MS in
 * any case; the customer can then check again or look in the client area.
 */
export const POLL_MAX_BACKOFF_MS = 30_000;
export const POLL_NOT_FOUND_LIMIT = 5;
export const POLL_MAX_DURATION_MS = 10 * 60_000;
/** Another tab's claim to start a payment's generation is honoured this long: as long as that request may take (GENERATION_TIMEOUT_MS). */
export const GENERATION_CLAIM_TTL_MS = 2 * 60_000;
/** The trial form's "request saved" message stays this long before the page leaves (for payment_url, or /automation-success when the plan is already paid). */
export const AUTOMATION_LEAVE_DELAY_MS = 1500;
/** /signup says what it is preparing for this long before it moves on to the chosen form. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;
/** A lead sent again unchanged: the form says it was already sent for this long, then reopens the same chat. */
export const REPEATED_LEAD_CHAT_DELAY_MS = 1500;
export const WHATSAPP_DIGITS = { min: 10, max: 14 } as const;
export const HISTORY_PAGE_SIZE = 10;
/** Shortest password the registration form accepts (the product's rules set none; ours and the demo backend's rule). */
export const PASSWORD_MIN_LENGTH = 8;

/** HTTP timeouts: the product's rules set none (docs/product/plans-and-prices.md#fixed-figures); ours gives up instead of hanging. */
export const HTTP_TIMEOUT_MS = 15_000;
export const GENERATION_TIMEOUT_MS = 120_000;
export const GET_RETRY = { attempts: 3, baseDelayMs: 400, maxDelayMs: 4_000 } as const;

/** Discord moderation actions and their permission bits (docs/product/bots.md#moderation-actions-and-permissions). */
export const MODERATION_ACTIONS = ['delete', 'warn', 'timeout', 'kick', 'ban', 'log'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const DISCORD_PERMISSION_BITS: Record<ModerationAction, bigint> = {
  delete: 8192n,
  warn: 2048n,
  timeout: 268435456n,
  kick: 2n,
  ban: 4n,
  log: 2048n,
};
/** VIEW_CHANNEL, SEND_MESSAGES and EMBED_LINKS, always requested. */
export const DISCORD_ALWAYS_BITS = [1024n, 2048n, 16384n] as const;
/** MODERATE_MEMBERS: Discord's native timeout needs it besides the timeout bit (docs/product/bots.md#moderation-actions-and-permissions). */
export const DISCORD_MODERATE_MEMBERS_BIT = 1n << 40n;

// Defined in ./languages.ts, which the head script imports without the rest of this table.
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.ts';

export const CURRENCY = 'BRL';

export const BRAND_NAME = 'IAgência';
/**
 * The Discord moderation bot's own name: the member that speaks in the server and the role
 * Discord creates for it. A name, not a phrase: the same in both languages, on the landing,
 * /plans, /automation, the trial confirmation, the client area and the demo backend's bot_name.
 * (The WhatsApp bot answers as the customer's own business: it has no name of its own.)
 */
export const DISCORD_BOT_NAME = 'IAgência Guard';


/** Plans that start with TRIAL_DAYS free: the two bots and the content agency plan (pro: 15 days + 4 contents a month). */
export const TRIAL_PLAN_IDS = ['whatsapp_bot', 'discord_bot', 'pro'] as const satisfies readonly PlanId[];
export type TrialPlanId = (typeof TRIAL_PLAN_IDS)[number];
export const isTrialPlanId = (value: unknown): value is TrialPlanId =>
  typeof value === 'string' && (TRIAL_PLAN_IDS as readonly string[]).includes(value);
/** Where a Mercado Pago payer sees and cancels their subscriptions (bots are billed there after the trial). */
export const MERCADO_PAGO_SUBSCRIPTIONS_URL = 'https://www.mercadopago.com.br/subscriptions';
/** The plan remembered before a plan checkout counts for the return this long (it lives in the tab's sessionStorage). */
export const CHECKOUT_PLAN_MAX_AGE_MS = 24 * 60 * 60_000;
/** A lead is sent before the visitor goes to WhatsApp; a slow lead service must not hold them back longer than this. */
export const LEAD_CAPTURE_TIMEOUT_MS = 8_000;
