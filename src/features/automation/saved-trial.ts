import { PRICES, TRIAL_DAYS, type ModerationAction } from '@/config/constants';
import { isRecord, storage } from '@/lib/storage';
import { isModerationAction } from '@/lib/discord-permissions';
import type { AutomationRequest, AutomationResponse, SavedTrial } from './types';

/** SPEC §3 Saved trial data, from what was sent and what the API answered. */
export function toSavedTrial(request: AutomationRequest, response: AutomationResponse, paymentUrl: string): SavedTrial {
  const moderation = request.service_type === 'moderacao_ia' ? request : null;
  return {
    service_name: response.service_name ?? '',
    service_type: request.service_type,
    server_name: moderation?.server_name ?? '',
    channels_to_monitor: moderation?.channels_to_monitor ?? '',
    moderation_actions: moderation ? [...moderation.moderation_actions] : [],
    business_description: request.service_type === 'bot_ia' ? request.business_description : '',
    trial_days: typeof response.trial_days === 'number' && response.trial_days > 0 ? response.trial_days : TRIAL_DAYS,
    price: typeof response.price === 'number' && response.price > 0 ? response.price : request.price,
    payment_url: paymentUrl,
  };
}

export const saveTrial = (trial: SavedTrial) => storage.savedTrial.set({ ...trial });

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const positive = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

/** The stored trial, or null when there is none or it is not one of ours. */
export function readSavedTrial(): SavedTrial | null {
  const value = storage.savedTrial.get();
  if (!isRecord(value)) return null;
  if (value.service_type !== 'bot_ia' && value.service_type !== 'moderacao_ia') return null;
  const actions: ModerationAction[] = Array.isArray(value.moderation_actions) ? value.moderation_actions.filter(isModerationAction) : [];
  return {
    service_name: str(value.service_name),
    service_type: value.service_type,
    server_name: str(value.server_name),
    channels_to_monitor: str(value.channels_to_monitor),
    moderation_actions: [...new Set(actions)],
    business_description: str(value.business_description),
    trial_days: positive(value.trial_days, TRIAL_DAYS),
    price: positive(value.price, value.service_type === 'bot_ia' ? PRICES.whatsappBot.monthly : PRICES.discordBot.monthly),
    payment_url: str(value.payment_url),
  };
}

/** Which bot a saved trial is for. */
export const botOf = (trial: SavedTrial) => (trial.service_type === 'moderacao_ia' ? 'discord' : 'whatsapp');
