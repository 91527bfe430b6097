import { TRIAL_DAYS } from '@/config/constants';
import { storage, type SavedTrial } from '@/lib/storage';
import type { AutomationResponse } from './api';
import type { AutomationRequest } from './types';

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
    trial_days: response.trial_days !== null && Number.isInteger(response.trial_days) && response.trial_days > 0 ? response.trial_days : TRIAL_DAYS,
    price: response.price !== null && response.price > 0 ? response.price : request.price,
    payment_url: paymentUrl,
  };
}

export const saveTrial = (trial: SavedTrial) => storage.savedTrial.set(trial);

/** The stored trial (its schema in lib/storage.ts fills what an older version left out), or null. */
export const readSavedTrial = (): SavedTrial | null => storage.savedTrial.get();

/** Which bot a saved trial is for. */
export const botOf = (trial: SavedTrial) => (trial.service_type === 'moderacao_ia' ? 'discord' : 'whatsapp');
