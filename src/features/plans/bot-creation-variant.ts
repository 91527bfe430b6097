import { BOT_PLANS, BOTS, type BotName } from '@/config/bots';
import { ESTIMATED_BOT_CREATION_HOURS } from '@/config/promised-times';
import { isBotPlanId } from '@/config/plans';

export type BotVariant = BotName | 'default';

/** ?bot=whatsapp_bot or discord_bot get their own texts; any other value the default; absent (or empty) means WhatsApp. */
export function botCreationVariant(bot: string | null): BotVariant {
  if (bot === null || bot.trim() === '') return BOTS.whatsapp.name;
  return isBotPlanId(bot) ? BOT_PLANS[bot].name : 'default';
}

/** The bot's setup: sales bot 24-48 h, moderator 12-24 h (each bot's row), default 24-48 h (docs/product/bots.md#setup-and-delivery-times). */
export const estimatedHours = (variant: BotVariant): readonly [number, number] =>
  variant === 'default' ? ESTIMATED_BOT_CREATION_HOURS.default : BOTS[variant].creationHours;

/**
 * Business days until the bot is live on the customer's number, after its setup: the sales bot's
 * 5-7 (its delivery, docs/product/bots.md#setup-and-delivery-times); null for the moderator (the customer adds it through the
 * invite) and for a bot the page cannot name.
 */
export const liveBusinessDays = (variant: BotVariant): readonly [number, number] | null =>
  variant === 'default' ? null : BOTS[variant].liveBusinessDays;
