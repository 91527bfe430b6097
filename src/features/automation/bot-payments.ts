import * as v from 'valibot';
import { BOT_PLANS } from '@/config/bots';
import { isBotPlanId, TRIAL_DAYS, TRIAL_PLAN_IDS, type BotPlanId, type TrialPlanId } from '@/config/plans';
import { trialEndsAt } from '@/domain/billing';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { botOf, readSavedTrial } from './saved-trial';

/**
 * The checkouts of a plan with a free trial (the two bots, and the content plan that has one)
 * this browser saw come back from Mercado Pago (localStorage botPayments):
 * which plan, its payment id, whose account, when the payment was first seen and, once it was
 * approved, when (the lookup's `date_approved` when the API passes it on, else the moment this
 * browser first saw it approved). The API says neither that a subscription waits on its payment
 * nor when a trial started (GET /subscription and check-bot-plan tell only what is held now:
 * docs/api-contract.md), so this is where the client area finds a bot whose payment Mercado Pago
 * is still confirming (it asks GET /payments/pendente/{id} again before saying so), and where the
 * screens find the day a trial ends. One record per bot, the latest; a refused payment is forgotten.
 */
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const recordSchema = v.object({
  plan: v.picklist(TRIAL_PLAN_IDS),
  payment_id: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  user_id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
  seen_at: timestamp,
  approved_at: v.fallback(v.optional(timestamp), undefined),
});
const botPayments = bundledSchemaItem('local', STORAGE_KEYS.botPayments, v.array(recordSchema));

export type BotPayment = v.InferOutput<typeof recordSchema>;
/** A record of one of the two bots (the client area's "Seus bots"), not of a content plan. */
export type BotPlanPayment = BotPayment & { plan: BotPlanId };
export const isBotPlanPayment = (record: BotPayment): record is BotPlanPayment => isBotPlanId(record.plan);
type BotPaymentOutcome = 'pending' | 'approved' | 'refused';

/** Screens showing what these records say re-render when they change (useBotPayments). */
const listeners = new Set<() => void>();
let version = 0;
export function subscribeBotPayments(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const botPaymentsVersion = () => version;

function write(records: BotPayment[]): void {
  botPayments.set(records);
  version += 1;
  listeners.forEach((listener) => listener());
}

const read = (): BotPayment[] => botPayments.get() ?? [];

/** A valid moment as ISO text, or null. */
function isoOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export interface SeenBotPayment {
  plan: TrialPlanId;
  paymentId: string;
  userId: string | number;
  outcome: BotPaymentOutcome;
  /** When Mercado Pago approved it, if the lookup said (`date_approved`). */
  approvedAt?: string | null;
}

/** What a return page or the client area learned of a bot's payment from GET /payments/pendente/{id}. */
export function rememberBotPayment({ plan, paymentId, userId, outcome, approvedAt }: SeenBotPayment, now = new Date()): void {
  const records = read();
  const same = records.find((record) => record.payment_id === paymentId);
  if (outcome === 'refused') {
    if (same) write(records.filter((record) => record !== same));
    return;
  }
  // Seen before: only its approval is news (an approval is never taken back by a later "pending").
  if (same && (outcome === 'pending' || same.approved_at)) return;
  const approved = outcome === 'approved' ? (isoOf(approvedAt) ?? now.toISOString()) : undefined;
  const record: BotPayment = { plan, payment_id: paymentId, user_id: String(userId), seen_at: same?.seen_at ?? now.toISOString(), approved_at: approved };
  // The latest payment stands for its bot: a new checkout replaces an older one.
  write([...records.filter((entry) => entry.plan !== plan && entry.payment_id !== paymentId), record]);
}

/** This customer's bot payments, one per bot at most. */
export function botPaymentsOf(userId: string | number | null | undefined): BotPayment[] {
  if (userId === null || userId === undefined) return [];
  return read().filter((record) => record.user_id === String(userId));
}

/** The free days a plan starts with: a bot's own row, else the trial every trial plan has. */
export const trialDaysOf = (plan: TrialPlanId): number => (isBotPlanId(plan) ? BOT_PLANS[plan].trialDays : TRIAL_DAYS);

/**
 * The one rule for a trial's end: its start plus its free days (the first charge falls on that
 * day). Null for a start that is not a moment, or an end already past.
 */
export function trialEndFrom(start: string, days: number, now = Date.now()): Date | null {
  // The date rule of every trial (src/domain/billing/trial-terms.ts).
  const end = trialEndsAt(start, days);
  return Number.isNaN(end.getTime()) || end.getTime() <= now ? null : end;
}

/**
 * When this customer's free trial of the plan ends, if this browser knows when it began: the
 * approval of the plan's payment it recorded, else, for a bot, the moment the bot's own setup request left
 * for its checkout here (the saved trial, unless the plan was already held then: its trial began
 * earlier, at a moment the saved trial does not know). Null when unknown or already over.
 */
export function planTrialEndsAt(plan: TrialPlanId, userId: string | number | null | undefined, now = Date.now()): Date | null {
  const approved = botPaymentsOf(userId).find((record) => record.plan === plan)?.approved_at;
  const trial = isBotPlanId(plan) ? readSavedTrial() : null;
  const fromSetup = trial && isBotPlanId(plan) && botOf(trial) === BOT_PLANS[plan].name && !trial.already_subscribed;
  const start = approved ?? (fromSetup ? trial.saved_at : undefined);
  if (!start) return null;
  const days = !approved && trial ? trial.trial_days : trialDaysOf(plan);
  return trialEndFrom(start, days, now);
}
