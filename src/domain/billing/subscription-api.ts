import * as v from 'valibot';
import { isPlanId, type PlanId } from '@/config/plans';
import { apiClient } from '@/lib/http/api-client';
import { optionalText, parseResponse } from '@/lib/http/api-schema';

/** GET /subscription: a null or missing plan is "Free"; a missing flag is inactive. */
const subscriptionSchema = v.object({ plan: optionalText, is_active: v.nullish(v.boolean(), false) });
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** The plan GET /subscription says is active, as a plan id we know; null for none, an inactive one or an unknown id. */
export function activePlanOf(subscription: Subscription | undefined): PlanId | null {
  const plan = subscription?.plan?.trim().toLowerCase();
  return subscription?.is_active && isPlanId(plan) ? plan : null;
}

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  const { data } = await apiClient.get<unknown>('/subscription', { signal });
  return parseResponse(subscriptionSchema, data, 'GET /subscription');
}

const botPlanSchema = v.object({ has_subscription: v.nullish(v.boolean(), false) });

export async function checkBotPlan(plan: PlanId, signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiClient.get<unknown>('/subscription/check-bot-plan', { params: { plan }, signal });
  return parseResponse(botPlanSchema, data, 'GET /subscription/check-bot-plan').has_subscription;
}

/** POST /payments/plan-preference: where to pay, init_point first, else redirect (either may be absent). */
const planPreferenceSchema = v.object({ init_point: optionalText, redirect: optionalText });
type PlanPreference = v.InferOutput<typeof planPreferenceSchema>;

/** Empty body; the plan travels in the query (docs/api-contract.md#calls). */
export async function createPlanPreference(plan: PlanId): Promise<PlanPreference> {
  const { data } = await apiClient.post<unknown>('/payments/plan-preference', null, { params: { plan } });
  return parseResponse(planPreferenceSchema, data, 'POST /payments/plan-preference');
}
