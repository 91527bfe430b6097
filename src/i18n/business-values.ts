import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/config/languages';
import { ESTIMATED_BOT_CREATION_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { formatMoney } from '@/lib/format/format';

/**
 * The business values any translation may name without its caller passing them
 * (i18next's `interpolation.defaultVariables`): `{{trialDays}}`, `{{whatsappMonthly, money}}`.
 * They come from src/config/ (prices.ts, plans.ts, promised-times.ts), so no amount or trial length is typed in a locale
 * file or in index.html (src/i18n/typed-amounts.test.ts fails when one is).
 */
export const businessValues = {
  trialDays: TRIAL_DAYS,
  perService: PRICES.perService,
  whatsappMonthly: PRICES.whatsappBot.monthly,
  discordMonthly: PRICES.discordBot.monthly,
  // What the free days include (common:trialClock, docs/product/bots.md#the-trials-clock): the WhatsApp bot's going live, the Discord bot's setup.
  whatsappLiveMin: WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS[0],
  whatsappLiveMax: WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS[1],
  discordSetupMin: ESTIMATED_BOT_CREATION_HOURS.discord_bot[0],
  discordSetupMax: ESTIMATED_BOT_CREATION_HOURS.discord_bot[1],
};

/**
 * `{{amount, money}}`: R$ with two decimals in the text's language, through formatMoney,
 * which hands the texts the build formatted to hydration (a prerendered amount reads the same).
 * Registered once an instance is initialised (its formatter exists from then on).
 */
export function addMoneyFormat(instance: I18n): void {
  instance.services.formatter?.add('money', (value: unknown, language: string | undefined) => formatMoney(Number(value), language ?? DEFAULT_LANGUAGE));
}
