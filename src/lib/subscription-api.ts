import type { PlanId } from '@/config/constants';
import { apiClient } from './api-client';

export interface Subscription {
  plan: string | null;
  is_active: boolean;
}

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  const { data } = await apiClient.get<Subscription>('/subscription', { signal });
  return data;
}

export async function checkBotPlan(plan: PlanId, signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiClient.get<{ has_subscription: boolean }>('/subscription/check-bot-plan', { params: { plan }, signal });
  return data.has_subscription === true;
}

export interface PlanPreference {
  init_point?: string | null;
  redirect?: string | null;
}

/** Empty body; the plan travels in the query (SPEC §7). */
export async function createPlanPreference(plan: PlanId): Promise<PlanPreference> {
  const { data } = await apiClient.post<PlanPreference>('/payments/plan-preference', null, { params: { plan } });
  return data;
}
