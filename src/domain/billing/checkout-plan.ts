import { CHECKOUT_PLAN_MAX_AGE_MS, type PlanId } from '@/config/constants';
import { journey } from '@/lib/storage/journey-storage';

/**
 * The plan a tab left to pay for (sessionStorage checkoutPlan), so the return
 * from Mercado Pago can say what comes next: set just before the redirect,
 * read by /payment-success. Only this tab, and only for CHECKOUT_PLAN_MAX_AGE_MS.
 */
export function rememberCheckoutPlan(plan: PlanId, now = Date.now()): void {
  journey.checkoutPlan.set({ plan, at: now });
}

export function forgetCheckoutPlan(): void {
  journey.checkoutPlan.remove();
}

/** A remembered plan dated this far in the future is still believed (clocks drift); further is a tampered value. */
const CLOCK_DRIFT_MS = 60_000;

/** The plan this tab left to pay for, if it left recently; null otherwise. */
export function recentCheckoutPlan(now = Date.now()): PlanId | null {
  const saved = journey.checkoutPlan.get();
  if (!saved || now - saved.at > CHECKOUT_PLAN_MAX_AGE_MS || saved.at > now + CLOCK_DRIFT_MS) return null;
  return saved.plan;
}
