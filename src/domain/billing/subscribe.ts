import { isBotPlanId, type BotPlanId, type PlanId } from '@/config/plans';
import { forgetCheckoutPlan, rememberCheckoutPlan } from './checkout-plan';
import { activePlanOf, checkBotPlan, createPlanPreference, getSubscription } from './subscription-api';
import { redirectOut } from '@/lib/links/safe-redirect';
import { journey } from '@/domain/journey';
import { logError, toApiError, type ApiError } from '@/lib/http/api-error';
import { hasSession } from '@/domain/session';

/** What the subscribe flow decided; the caller navigates inside the app, this module only leaves it. */
export type SubscribeOutcome =
  | { kind: 'login' }
  | { kind: 'bot-creation'; plan: PlanId }
  /** The customer's Combo includes a bot: its setup form, with no checkout (the form says which bot the Combo covers). */
  | { kind: 'included'; plan: BotPlanId }
  | { kind: 'payment' }
  | { kind: 'missing-link' }
  /** The payment could not start: the error, already normalised, for the caller to show. */
  | { kind: 'failed'; error: ApiError };

/**
 * Starts paying for a plan: creates the preference and leaves for init_point
 * (else redirect) through the safe-navigation helper.
 */
async function startPlanPayment(plan: PlanId): Promise<SubscribeOutcome> {
  const preference = await createPlanPreference(plan);
  // Remembered for the return (/payment-success shows the plan's next step), just before leaving.
  rememberCheckoutPlan(plan);
  const left = redirectOut(preference?.init_point, 'payment') || redirectOut(preference?.redirect, 'payment');
  if (!left) forgetCheckoutPlan();
  return left ? { kind: 'payment' } : { kind: 'missing-link' };
}

/** No session (none yet, or it ended on the way): remembers the plan for after the login (docs/product/accounts.md#after-login). */
function askForLogin(plan: PlanId): SubscribeOutcome {
  journey.pendingPlan.set(plan);
  return { kind: 'login' };
}

/**
 * The subscribe flow (docs/product/accounts.md#subscribe-flow), the one function behind every plan button.
 * No session: remember the plan and ask for a login. A bot plan already held
 * goes to its bot-creation page, and a bot a Combo holder asks for to its setup form
 * (/automation, which never opens a checkout for the Combo's bot); a failing check is
 * logged and falls back to payment.
 * A payment call that fails after the session ended (a refused token ends it before the call fails, or
 * another tab logged out) asks for a login the same way, plan kept; any other failure comes back as
 * `failed`, for the caller to show.
 * Loaded on the first click (see use-subscribe.ts), with the requests and their schemas.
 */
export async function subscribeToPlan(plan: PlanId, isAuthenticated: boolean): Promise<SubscribeOutcome> {
  if (!isAuthenticated || !hasSession()) return askForLogin(plan);
  if (isBotPlanId(plan)) {
    try {
      if (await checkBotPlan(plan)) return { kind: 'bot-creation', plan };
    } catch (error) {
      logError('Error checking bot subscription:', error);
    }
    // The Combo includes a bot: never a second checkout for it. A failing call falls back to the payment, like the check above.
    try {
      if (activePlanOf(await getSubscription()) === 'combo') return { kind: 'included', plan };
    } catch (error) {
      logError('Error checking the subscription:', error);
    }
  }
  try {
    return await startPlanPayment(plan);
  } catch (error) {
    return hasSession() ? { kind: 'failed', error: toApiError(error) } : askForLogin(plan);
  }
}
