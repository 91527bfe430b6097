import * as v from 'valibot';
import { BOT_NAMES } from '@/config/bots';
import { type ModerationAction, isModerationAction } from '@/domain/bots';

/** Preselected: the actions that only touch messages; kicking and banning stay the owner's call. */
const RECOMMENDED_ACTIONS: readonly ModerationAction[] = ['delete', 'warn', 'timeout', 'log'];

const field = v.optional(v.string(), '');

const salesBotSchema = v.object({
  business_description: field,
  plans_and_services: field,
  website_url: field,
  /** The number our team calls to connect the bot (as typed; sent as digits with the country code). */
  whatsapp: field,
});

const moderationSchema = v.object({
  server_name: field,
  /** Labelled "FAQ" on screen (docs/product/bots.md#the-setup-request). */
  server_rules: field,
  /** Comma separated. */
  prohibited_words: field,
  /** Unknown actions (from an older version) are left out. */
  moderation_actions: v.optional(
    v.pipe(
      v.array(v.string()),
      v.transform((actions) => [...new Set(actions.filter(isModerationAction))]),
    ),
    () => [...RECOMMENDED_ACTIONS],
  ),
  /** Comma separated. */
  channels_to_monitor: field,
});

/**
 * The /automation form as sessionStorage keeps it across the login. `bot` is null
 * until the visitor picks one (nothing is preselected unless a link or /signup asked).
 * Both bots' fields are kept, so switching loses nothing; whatever an older version
 * left out starts empty. `sent` (ours) marks the bot whose request went through, and when
 * (ISO): coming back to that bot's form (Back from the confirmation or the checkout) says so
 * instead of inviting a second request.
 */
export const automationFormSchema = v.object({
  bot: v.optional(v.nullable(v.picklist(BOT_NAMES)), null),
  sales: v.optional(salesBotSchema, {}),
  moderation: v.optional(moderationSchema, {}),
  sent: v.fallback(v.optional(v.nullable(v.object({ bot: v.picklist(BOT_NAMES), at: v.pipe(v.string(), v.isoTimestamp()) })), null), null),
});

export type AutomationForm = v.InferOutput<typeof automationFormSchema>;
export type SalesBotFields = AutomationForm['sales'];
export type ModerationFields = AutomationForm['moderation'];

type SalesBotRequest = { service_type: 'bot_ia'; price: number } & SalesBotFields;
type ModerationRequest = { service_type: 'moderacao_ia'; price: number } & ModerationFields;
export type AutomationRequest = SalesBotRequest | ModerationRequest;
