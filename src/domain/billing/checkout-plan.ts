import * as v from 'valibot';
import { PLAN_IDS, type PlanId } from '@/config/plans';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';

/** The remembered plan counts for the return this long (it lives in the tab's sessionStorage). */
const CHECKOUT_PLAN_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * The plan a tab left to pay for, and when (sessionStorage checkoutPlan), so the return
 * from Mercado Pago can say what comes next: set just before the redirect (./subscribe.ts),
 * read by /payment-success. Only this tab, and only for CHECKOUT_PLAN_MAX_AGE_MS.
 */
const checkoutPlan = bundledSchemaItem('session', STORAGE_KEYS.checkoutPlan, v.object({ plan: v.picklist(PLAN_IDS), at: v.number() }));

export function rememberCheckoutPlan(plan: PlanId, now = Date.now()): void {
  checkoutPlan.set({ plan, at: now });
}

export function forgetCheckoutPlan(): void {
  checkoutPlan.remove();
}

/** A remembered plan dated this far in the future is still believed (clocks drift); further is a tampered value. */
const CLOCK_DRIFT_MS = 60_000;

/** The plan this tab left to pay for, if it left recently; null otherwise. */
export function recentCheckoutPlan(now = Date.now()): PlanId | null {
  const saved = checkoutPlan.get();
  if (!saved || now - saved.at > CHECKOUT_PLAN_MAX_AGE_MS || saved.at > now + CLOCK_DRIFT_MS) return null;
  return saved.plan;
}
