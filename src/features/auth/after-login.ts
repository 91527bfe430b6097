import { BOT_PLANS } from '@/config/bots';
import { paths, urls } from '@/config/routes';
import { journey } from '@/domain/journey';
import { subscribeToPlan } from '@/domain/billing';
import { internalPath } from './login-form-state';

/** Where the visitor goes once logged in. */
export type AfterLoginStep =
  | { kind: 'navigate'; to: string }
  /** The browser is leaving for the plan's checkout. */
  | { kind: 'payment' }
  /** The session ended on the way (a 401): the login form shows again, plan kept. */
  | { kind: 'login' };

/** The payment could not start because the API gave no usable checkout link. */
export class MissingPaymentLinkError extends Error {
  constructor() {
    super('The plan preference has no usable payment link.');
    this.name = 'MissingPaymentLinkError';
  }
}

/**
 * The after-login steps (docs/product/accounts.md#after-login), in their order: a pending plan (bot plans: check the
 * subscription and pay if none, or set up the bot a Combo includes; every other plan id: pay, like its plan button
 * does), else continue-to-payment, else continue-to-automation, else RequireAuth's
 * `from`, else /agency. Throws when starting the payment fails; the pending plan
 * is then kept so the visitor can try again.
 */
export async function runAfterLogin(from: unknown): Promise<AfterLoginStep> {
  // A value that is not a plan id we know (old or tampered) reads as none: storage drops it.
  const pending = journey.pendingPlan.get();
  if (pending !== null) return subscribePendingPlan(pending);
  if (journey.continueToPayment.get()) {
    journey.continueToPayment.remove();
    return { kind: 'navigate', to: urls.agencyGoToPayment() };
  }
  if (journey.continueToAutomation.get()) {
    journey.continueToAutomation.remove();
    return { kind: 'navigate', to: paths.automation };
  }
  return { kind: 'navigate', to: internalPath(from) ?? paths.agency };
}

async function subscribePendingPlan(plan: Parameters<typeof subscribeToPlan>[0]): Promise<AfterLoginStep> {
  const outcome = await subscribeToPlan(plan, true);
  if (outcome.kind === 'missing-link') throw new MissingPaymentLinkError();
  if (outcome.kind === 'failed') throw outcome.error;
  if (outcome.kind === 'login') return { kind: 'login' };
  journey.pendingPlan.remove();
  if (outcome.kind === 'payment') return { kind: 'payment' };
  return { kind: 'navigate', to: outcome.kind === 'included' ? BOT_PLANS[outcome.plan].setupUrl : urls.botCreation(plan) };
}

/** 'Continue without subscribing': drop the pending plan and go on with the rest of the order. */
export function skipPendingPlan(): void {
  journey.pendingPlan.remove();
}
