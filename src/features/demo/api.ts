import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { PLAN_IDS } from '@/config/plans';
import { apiIdText, looseNumber, parseResponse } from '@/lib/http/api-schema';

/** A plan's checkout names its plan; a subscription with a free trial also says how long and what comes after. */
const checkoutSchema = v.object({
  id: apiIdText,
  title: v.string(),
  amount: looseNumber,
  plan: v.nullish(v.picklist(PLAN_IDS), null),
  trial_days: v.nullish(looseNumber, null),
  monthly_amount: v.nullish(looseNumber, null),
  /** Already approved (opened again with Back): the payment and where Mercado Pago would have sent the visitor on. */
  paid: v.nullish(v.object({ payment_id: apiIdText, redirect_url: v.string() }), null),
});

export type DemoOutcome = 'approved' | 'pending' | 'rejected';

export async function getDemoCheckout(preferenceId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get<unknown>(`/demo/checkout/${encodeURIComponent(preferenceId)}`, { signal });
  return parseResponse(checkoutSchema, data, 'GET /demo/checkout/{id}');
}

const paidSchema = v.object({ redirect_url: v.string() });

export async function payDemoCheckout(preferenceId: string, outcome: DemoOutcome) {
  const { data } = await apiClient.post<unknown>(`/demo/checkout/${encodeURIComponent(preferenceId)}`, { outcome });
  return parseResponse(paidSchema, data, 'POST /demo/checkout/{id}');
}

const tokenSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) });

export async function demoGoogleLogin(email: string) {
  const { data } = await apiClient.post<unknown>('/demo/google-login', { email });
  return parseResponse(tokenSchema, data, 'POST /demo/google-login');
}
