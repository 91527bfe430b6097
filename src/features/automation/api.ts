import * as v from 'valibot';
import type { ModerationAction } from '@/domain/bots';
import { apiClient } from '@/lib/http/api-client';
import { looseNumber, optionalText, parseResponse } from '@/lib/http/api-schema';
import type { AutomationRequest } from './types';

/** The setup request's answer (docs/product/bots.md#the-setup-request): every field may be missing; an empty body reads as no link. */
const automationResponseSchema = v.nullish(
  v.object({
    payment_url: optionalText,
    service_name: optionalText,
    price: v.nullish(looseNumber, null),
    trial_days: v.nullish(looseNumber, null),
    error: optionalText,
  }),
  {},
);
export type AutomationResponse = v.InferOutput<typeof automationResponseSchema>;

export async function createAutomationRequest(body: AutomationRequest): Promise<AutomationResponse> {
  const { data } = await apiClient.post<unknown>('/ia/automation-request', body);
  return parseResponse(automationResponseSchema, data, 'POST /ia/automation-request');
}

/** The Discord invite's answer (docs/product/bots.md#the-trial-confirmation); the screen checks the link itself and falls back to its own. */
const discordInviteSchema = v.nullish(
  v.object({
    invite_url: optionalText,
    permissions: v.nullish(v.union([v.string(), v.number()]), null),
    bot_name: optionalText,
    bot_online: v.nullish(v.boolean(), null),
    selected_actions: v.nullish(v.array(v.string()), null),
    error: optionalText,
  }),
  {},
);

export async function getDiscordInvite(actions: readonly ModerationAction[], signal?: AbortSignal) {
  const { data } = await apiClient.post<unknown>('/ia/discord-invite', { moderation_actions: actions }, { signal });
  return parseResponse(discordInviteSchema, data, 'POST /ia/discord-invite');
}
