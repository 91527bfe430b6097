import * as v from 'valibot';
import { BOTS, botOfServiceType, type BotName } from '@/config/bots';
import { isModerationAction } from '@/domain/bots';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import type { AutomationResponse } from './api';
import type { AutomationRequest } from './types';

/**
 * The saved trial (docs/product/bots.md#the-saved-trial), as /automation stores it for /automation-success.
 * Lenient where an older version may have written less: unknown actions are
 * left out, a missing price or trial length is the bot's own (src/config/bots.ts).
 */
const savedTrialSchema = v.pipe(
  v.object({
    service_name: v.optional(v.string(), ''),
    service_type: v.picklist([BOTS.whatsapp.serviceType, BOTS.discord.serviceType]),
    server_name: v.optional(v.string(), ''),
    channels_to_monitor: v.optional(v.string(), ''),
    moderation_actions: v.optional(
      v.pipe(
        v.array(v.string()),
        v.transform((list) => [...new Set(list.filter(isModerationAction))]),
      ),
      [],
    ),
    business_description: v.optional(v.string(), ''),
    /** Ours: the sales bot's WhatsApp number, digits with the country code, for the "we'll call you" promise. */
    whatsapp: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d*$/)), ''), ''),
    trial_days: v.fallback(
      v.optional(
        v.pipe(
          v.number(),
          v.check((days) => Number.isInteger(days) && days > 0),
        ),
      ),
      undefined,
    ),
    price: v.optional(
      v.pipe(
        v.number(),
        v.check((price) => Number.isFinite(price) && price > 0),
      ),
    ),
    payment_url: v.optional(v.string(), ''),
    /** Ours: the bot's plan was already held when it was configured; there is nothing to authorise (and no payment_url). */
    already_subscribed: v.optional(v.boolean(), false),
    /** Ours: the bot is the one the customer's Combo includes (nothing to authorise either, and no fee of its own). */
    included: v.fallback(v.optional(v.boolean(), false), false),
    /** When the trial was requested (ISO), ours: the trial end is shown from it. Older versions wrote none. */
    saved_at: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
  }),
  v.transform((trial) => {
    const bot = botOfServiceType(trial.service_type);
    return { ...trial, trial_days: trial.trial_days ?? bot.trialDays, price: trial.price ?? bot.monthly };
  }),
);

/** localStorage trialData, written by /automation, read by /automation-success. */
const savedTrial = bundledSchemaItem('local', STORAGE_KEYS.savedTrial, savedTrialSchema);
export type SavedTrial = v.InferOutput<typeof savedTrialSchema>;

/**
 * The saved trial, from what was sent and what the API answered. `paymentUrl` is
 * null when the customer already holds the bot's plan, or their Combo includes it (`included`):
 * no link to authorise it is kept.
 */
export function toSavedTrial(request: AutomationRequest, response: AutomationResponse, paymentUrl: string | null, included = false): SavedTrial {
  const moderation = request.service_type === 'moderacao_ia' ? request : null;
  const sales = request.service_type === 'bot_ia' ? request : null;
  return {
    service_name: response.service_name ?? '',
    service_type: request.service_type,
    server_name: moderation?.server_name ?? '',
    channels_to_monitor: moderation?.channels_to_monitor ?? '',
    moderation_actions: moderation ? [...moderation.moderation_actions] : [],
    business_description: sales?.business_description ?? '',
    whatsapp: sales?.whatsapp ?? '',
    trial_days:
      response.trial_days !== null && Number.isInteger(response.trial_days) && response.trial_days > 0
        ? response.trial_days
        : botOfServiceType(request.service_type).trialDays,
    price: response.price !== null && response.price > 0 ? response.price : request.price,
    payment_url: paymentUrl ?? '',
    already_subscribed: paymentUrl === null,
    included,
    saved_at: new Date().toISOString(),
  };
}

export const saveTrial = (trial: SavedTrial) => savedTrial.set(trial);

/** The stored trial (its schema fills what an older version left out), or null. */
export const readSavedTrial = (): SavedTrial | null => savedTrial.get();

/** Which bot a saved trial is for. */
export const botOf = (trial: SavedTrial): BotName => botOfServiceType(trial.service_type).name;

/**
 * What another screen may know about the bot configured in this browser: which one (its setup
 * was sent from here, so the bot's next step is its progress page). When its trial ends is
 * bot-payments.ts's `planTrialEndsAt`, which also knows a trial bought through a plan button.
 */
export interface BotTrialFacts {
  bot: BotName;
  /** Sent for a bot already held, or the one a Combo includes: there was no checkout to wait for. */
  settled: boolean;
}

export function savedBotTrial(): BotTrialFacts | null {
  const trial = readSavedTrial();
  return trial ? { bot: botOf(trial), settled: trial.already_subscribed } : null;
}
