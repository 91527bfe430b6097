import { BOT_PLAN_IDS, SERVICE_PLAN_IDS, type BotPlanId, type PlanId } from '@/config/plans';
import type { ReferencedPlan } from '@/domain/billing';

/**
 * What an approved payment unlocked, as far as the app can tell:
 * - `plan`: the payment names it (reference or this tab's memory);
 * - `order`: GET /ia/history/payment/{id} found the order it paid for;
 * - `account`: neither, but the customer now holds these (bots by check-bot-plan,
 *   a content plan by GET /subscription); the page shows each one's next step;
 * - `unknown`: nothing tells (an anonymous visitor, a failed call, nothing held);
 * - `checking`: still asking.
 */
export type Purchase =
  | { kind: 'checking' }
  | { kind: 'plan'; plan: PlanId; fromSetup: boolean }
  | { kind: 'order' }
  | { kind: 'account'; plans: PlanId[] }
  | { kind: 'unknown'; reason: 'anonymous' | 'failed' | 'nothing' };

type Answer<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; value: T };

export interface PurchaseFacts {
  known: ReferencedPlan | null;
  session: 'loading' | 'authenticated' | 'anonymous';
  /** GET /ia/history/payment/{id}: `absent` is a 404 (no order recorded for it). */
  record: 'loading' | 'found' | 'absent' | 'failed';
  subscription: Answer<{ plan: string | null; is_active: boolean }>;
  bots: Answer<readonly BotPlanId[]>;
}

const isServicePlan = (plan: string | null): plan is PlanId => (SERVICE_PLAN_IDS as readonly (string | null)[]).includes(plan);

export function decidePurchase({ known, session, record, subscription, bots }: PurchaseFacts): Purchase {
  if (known) return { kind: 'plan', ...known };
  if (record === 'found') return { kind: 'order' };
  if (record === 'loading' || session === 'loading') return { kind: 'checking' };
  // An order may exist behind a failed look: nothing else can be claimed.
  if (record === 'failed') return { kind: 'unknown', reason: 'failed' };
  if (session === 'anonymous') return { kind: 'unknown', reason: 'anonymous' };
  if (subscription.state === 'loading' || bots.state === 'loading') return { kind: 'checking' };
  if (subscription.state === 'failed' || bots.state === 'failed') return { kind: 'unknown', reason: 'failed' };
  const content = subscription.value.is_active && isServicePlan(subscription.value.plan) ? [subscription.value.plan] : [];
  // Bots come from check-bot-plan (GET /subscription names one plan only), in the catalogue's order.
  const plans: PlanId[] = [...BOT_PLAN_IDS.filter((bot) => bots.value.includes(bot)), ...content];
  return plans.length ? { kind: 'account', plans } : { kind: 'unknown', reason: 'nothing' };
}

/**
 * Where the pending page takes an approved payment. The rule
 * (docs/product/payments.md#an-approved-payment-on-the-pending-page) says the agency's processing
 * step (`/agency?payment=processing&payment_id=`), and so it is for an order and for a payment nothing
 * names (an anonymous visitor, a failed look, nothing held): that view follows the order and says
 * so plainly when none turns up. A payment known to have bought a plan or a bot goes to the
 * success page instead, which opens with that purchase's next step. Null while still asking.
 */
export function approvedPaymentDestination(purchase: Purchase): 'success' | 'processing' | null {
  switch (purchase.kind) {
    case 'checking':
      return null;
    case 'plan':
    case 'account':
      return 'success';
    case 'order':
    case 'unknown':
      return 'processing';
  }
}
