/**
 * Business rules of the demo backend shared by several handler areas:
 * subscriptions and the Mercado Pago-like preference → payment cycle.
 */
import { PLAN_MONTHLY_PRICES } from '@/config/prices';
import { TRIAL_DAYS, TRIAL_PLAN_IDS, isBotPlanId, type PlanId } from '@/config/plans';
import { writePaymentReference } from '@/domain/billing/payment-reference';
import { trialEndsAt } from '@/domain/billing/trial-terms';
import { db, nextId, type DbPayment, type DbPreference, type DbSubscription, type PaymentStatus, type PreferenceKind } from './db';

function activeSubscriptions(userId: number): DbSubscription[] {
  return db.subscriptions.filter((s) => s.user_id === userId && s.is_active);
}

/** GET /subscription: the content plan if any, else a bot plan, else none. */
export function mainSubscription(userId: number): DbSubscription | null {
  const active = activeSubscriptions(userId);
  return active.find((s) => !isBotPlanId(s.plan)) ?? active[0] ?? null;
}

export function hasPlan(userId: number, plan: PlanId): boolean {
  return activeSubscriptions(userId).some((s) => s.plan === plan);
}

const hasTrial = (plan: PlanId) => (TRIAL_PLAN_IDS as readonly PlanId[]).includes(plan);

export function activatePlan(userId: number, plan: PlanId, now = new Date()): DbSubscription {
  const trialEnd = hasTrial(plan) ? trialEndsAt(now, TRIAL_DAYS).toISOString() : null;
  const existing = db.subscriptions.find((s) => s.user_id === userId && s.plan === plan);
  if (existing) {
    existing.is_active = true;
    return existing;
  }
  const subscription: DbSubscription = { user_id: userId, plan, is_active: true, started_at: now.toISOString(), trial_ends_at: trialEnd };
  // A new content plan replaces the previous one; bots add up.
  if (!isBotPlanId(plan)) db.subscriptions.forEach((s) => !isBotPlanId(s.plan) && s.user_id === userId && (s.is_active = false));
  db.subscriptions.push(subscription);
  return subscription;
}

/** The plans as the API names them on its checkout (in Portuguese: the API is Brazilian). */
const PLAN_TITLES: Record<PlanId, string> = {
  start: 'Plano Start',
  pro: 'Plano Pro',
  creator: 'Plano Creator',
  corporate: 'Plano Corporate',
  combo: 'Plano Combo',
  whatsapp_bot: 'Bot de vendas para WhatsApp',
  discord_bot: 'Bot de moderação para Discord',
};

/**
 * A plan's subscription checkout, as Mercado Pago shows a subscription with a free
 * trial: nothing charged today, the monthly price after TRIAL_DAYS.
 */
export function planCheckoutTerms(plan: PlanId): Pick<NewPreference, 'title' | 'amount' | 'trialDays' | 'monthlyAmount'> {
  const monthly = PLAN_MONTHLY_PRICES[plan];
  const price = `R$ ${monthly.toFixed(2).replace('.', ',')}`;
  if (!hasTrial(plan)) return { title: `${PLAN_TITLES[plan]}: ${price}/mês`, amount: monthly, trialDays: null, monthlyAmount: monthly };
  return { title: `${PLAN_TITLES[plan]}: ${TRIAL_DAYS} dias grátis, depois ${price}/mês`, amount: 0, trialDays: TRIAL_DAYS, monthlyAmount: monthly };
}

export interface NewPreference {
  kind: PreferenceKind;
  title: string;
  amount: number;
  userId: number;
  plan?: PlanId | null;
  service?: DbPreference['service'];
  automationId?: number | null;
  /** A subscription with a free trial: `amount` is then 0 (charged today) and this is billed after the trial. */
  trialDays?: number | null;
  monthlyAmount?: number | null;
  /** App paths Mercado Pago returns to. */
  backPaths: { success: string; pending: string; failure: string };
  origin: string;
}

/** A preference whose init_point is the app's own demo checkout screen. */
export function createPreference(input: NewPreference): DbPreference {
  const id = `demo-pref-${nextId()}`;
  const absolute = (path: string) => new URL(path, input.origin).href;
  const preference: DbPreference = {
    id,
    kind: input.kind,
    title: input.title,
    amount: input.amount,
    user_id: input.userId,
    plan: input.plan ?? null,
    service: input.service ?? null,
    automation_id: input.automationId ?? null,
    trial_days: input.trialDays ?? null,
    monthly_amount: input.monthlyAmount ?? null,
    back_urls: {
      success: absolute(input.backPaths.success),
      pending: absolute(input.backPaths.pending),
      failure: absolute(input.backPaths.failure),
    },
    init_point: absolute(`/demo/checkout?preference_id=${encodeURIComponent(id)}`),
    created_at: new Date().toISOString(),
  };
  db.preferences.push(preference);
  return preference;
}

const STATUS_DETAIL: Record<PaymentStatus, string> = {
  approved: 'accredited',
  pending: 'pending_waiting_payment',
  rejected: 'cc_rejected_other_reason',
};

/** Pays a preference the way the visitor chose on the demo checkout and applies what the payment buys. */
export function settlePreference(preference: DbPreference, status: PaymentStatus, now = new Date()): DbPayment {
  const payment: DbPayment = {
    id: String(70_000_000 + nextId()),
    preference_id: preference.id,
    status,
    status_detail: STATUS_DETAIL[status],
    amount: preference.amount,
    user_id: preference.user_id,
    created_at: now.toISOString(),
  };
  db.payments.push(payment);
  if (status === 'approved') applyApprovedPayment(preference, payment, now);
  if (status !== 'rejected' && preference.kind === 'service' && preference.service) {
    recordServiceOrder(preference, payment, now);
  }
  return payment;
}

function applyApprovedPayment(preference: DbPreference, _payment: DbPayment, now: Date) {
  if (preference.plan) activatePlan(preference.user_id, preference.plan, now);
}

function recordServiceOrder(preference: DbPreference, payment: DbPayment, now: Date) {
  const service = preference.service;
  if (!service) return;
  db.history.push({
    id: nextId(),
    created_at: now.toISOString(),
    service_name: service.service_name,
    service_type: service.service_type,
    prompt: service.prompt,
    result: null,
    result_bin: null,
    payment_id: payment.id,
    user_id: preference.user_id,
    system_context: service.system_context,
    max_tokens: service.max_tokens,
    payment_status: payment.status,
    payment_amount: payment.amount,
  });
}

/**
 * The preference's external_reference, as a real integration sets it: what the
 * payment is for (domain/billing/payment-reference.ts), so a return page opened in a tab that
 * remembers nothing can still tell a plan from an order.
 */
export function externalReference(preference: DbPreference): string {
  return writePaymentReference({
    automation: preference.automation_id,
    plan: preference.plan,
    order: preference.kind === 'service' ? preference.id : null,
    user: preference.user_id,
  });
}

/** The query Mercado Pago appends to a back URL. */
export function backUrlFor(preference: DbPreference, payment: DbPayment): string {
  const target = payment.status === 'approved' ? 'success' : payment.status === 'pending' ? 'pending' : 'failure';
  const url = new URL(preference.back_urls[target]);
  const query: Record<string, string> = {
    payment_id: payment.id,
    collection_id: payment.id,
    collection_status: payment.status,
    status: payment.status,
    external_reference: externalReference(preference),
    preference_id: preference.id,
    merchant_order_id: String(80_000_000 + Number(payment.id.slice(-4))),
    payment_type: 'credit_card',
    site_id: 'MLB',
  };
  Object.entries(query).forEach(([key, value]) => url.searchParams.set(key, value));
  return url.href;
}
