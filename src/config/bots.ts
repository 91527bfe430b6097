/**
 * The two bots in one table: what any screen shows or sends about one (its plan, its price
 * after the free days and that price's dollar reading, the free days, the hours it takes to
 * set up and, for WhatsApp, the business days until it is live on the customer's number, its
 * setup link, its name in the copy, the API's service type). A screen reads a row
 * here instead of rebuilding the bot → plan → price mapping; the figures themselves stay with
 * their decision: ./prices.ts (PRICES), ./plans.ts (TRIAL_DAYS), ./promised-times.ts (setup and delivery).
 */
import { ESTIMATED_BOT_CREATION_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from './promised-times';
import { PRICES } from './prices';
import { TRIAL_DAYS, BOT_NAMES, type BotName, type BotPlanId } from './plans';
import { urls } from './routes';

export { BOT_NAMES, type BotName };

export interface Bot {
  name: BotName;
  plan: BotPlanId;
  /** POST /ia/automation-request's service_type for this bot (docs/product/bots.md#the-setup-request). */
  serviceType: 'bot_ia' | 'moderacao_ia';
  /** BRL a month once the free days are over: shown everywhere and sent with the setup request. */
  monthly: number;
  /** The same price's alternate reading, in US dollars (docs/product/plans-and-prices.md#two-price-readings). */
  displayed: number;
  trialDays: number;
  /** How long setting it up takes (configured and trained, its first version ready), in hours (a range). */
  creationHours: readonly [number, number];
  /**
   * Business days until it is live where the customer's clients meet it (the WhatsApp bot's delivery, its
   * number connected and tested: docs/product/bots.md#setup-and-delivery-times): a second, longer figure than the setup. Null when the
   * customer puts it live themselves (the Discord bot, through its invite).
   */
  liveBusinessDays: readonly [number, number] | null;
  /** /automation with this bot chosen. */
  setupUrl: string;
  /** Its product name in the copy. */
  nameKey: `common:planNames.${BotPlanId}`;
}

const whatsapp = {
  name: 'whatsapp',
  plan: 'whatsapp_bot',
  serviceType: 'bot_ia',
  monthly: PRICES.whatsappBot.monthly,
  displayed: PRICES.whatsappBot.displayed,
  trialDays: TRIAL_DAYS,
  creationHours: ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot,
  liveBusinessDays: WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS,
  setupUrl: urls.automationFor('whatsapp'),
  nameKey: 'common:planNames.whatsapp_bot',
} as const satisfies Bot;

const discord = {
  name: 'discord',
  plan: 'discord_bot',
  serviceType: 'moderacao_ia',
  monthly: PRICES.discordBot.monthly,
  displayed: PRICES.discordBot.displayed,
  trialDays: TRIAL_DAYS,
  creationHours: ESTIMATED_BOT_CREATION_HOURS.discord_bot,
  liveBusinessDays: null,
  setupUrl: urls.automationFor('discord'),
  nameKey: 'common:planNames.discord_bot',
} as const satisfies Bot;

/** By the bot's name (/automation, the saved trial). */
export const BOTS = { whatsapp, discord } as const satisfies Record<BotName, Bot>;

/** The same rows by plan id (/plans, the payment pages, the client area). */
export const BOT_PLANS = { whatsapp_bot: whatsapp, discord_bot: discord } as const satisfies Record<BotPlanId, Bot>;

/** The bot a setup request's service_type is for. */
export const botOfServiceType = (serviceType: Bot['serviceType']): Bot => (serviceType === discord.serviceType ? discord : whatsapp);

export const isBotName = (value: unknown): value is BotName => (BOT_NAMES as readonly unknown[]).includes(value);
