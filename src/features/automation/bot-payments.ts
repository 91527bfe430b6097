import * as v from 'valibot';
import { BOT_PLANS } from '@/config/bots';
import { BOT_PLAN_IDS, type BotPlanId } from '@/config/constants';
import { trialEndsAt } from '@/domain/billing';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { botOf, readSavedTrial } from './saved-trial';

/**
 * The bot checkouts this browser saw come back from Mercado Pago (localStorage botPayments):
 * which bot, its payment id, whose account, when the payment was first seen and, once it was
 * approved, when (the lookup's `date_approved` when the API passes it on, else the moment this
 * browser first saw it approved). The API says neither that a subscription waits on its payment
 * nor when a trial started (GET /subscription and check-bot-plan tell only what is held now:
 * docs/api-contract.md), so this is where the client area finds a bot whose payment Mercado Pago
 * is still confirming (it asks GET /payments/pendente/{id} again before saying so), and where the
 * screens find the day a trial ends. One record per bot, the latest; a refused payment is forgotten.
 */
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const recordSchema = v.object({
  plan: v.picklist(BOT_PLAN_IDS),
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
  plan: BotPlanId;
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

/**
 * When this customer's free trial of the bot ends, if this browser knows when it began: the
 * approval of the bot's payment it recorded, else the moment the bot's own setup request left
 * for its checkout here (the saved trial, unless the plan was already held then: its trial began
 * earlier, at a moment the saved trial does not know). Null when unknown or already over.
 */
export function botTrialEndsAt(plan: BotPlanId, userId: string | number | null | undefined, now = Date.now()): Date | null {
  const { trialDays, name } = BOT_PLANS[plan];
  const approved = botPaymentsOf(userId).find((record) => record.plan === plan)?.approved_at;
  const trial = readSavedTrial();
  const start = approved ?? (trial && botOf(trial) === name && !trial.already_subscribed ? trial.saved_at : undefined);
  if (!start) return null;
  const days = !approved && trial ? trial.trial_days : trialDays;
  const end = trialEndsAt(start, days);
  return Number.isNaN(end.getTime()) || end.getTime() <= now ? null : end;
}
