import type { ModerationAction } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import type { AutomationRequest, AutomationResponse, DiscordInviteResponse } from './types';

export async function createAutomationRequest(body: AutomationRequest): Promise<AutomationResponse> {
  const { data } = await apiClient.post<AutomationResponse>('/ia/automation-request', body);
  return data ?? {};
}

export async function getDiscordInvite(actions: readonly ModerationAction[], signal?: AbortSignal): Promise<DiscordInviteResponse> {
  const { data } = await apiClient.post<DiscordInviteResponse>('/ia/discord-invite', { moderation_actions: actions }, { signal });
  return data ?? {};
}
