import { useState } from 'react';
import { BOT_PLANS, BOTS } from '@/config/bots';
import { BOT_PLAN_IDS, type BotPlanId } from '@/config/plans';
import { savedBotTrial, useBotPayments, useIncludedBot } from '@/features/automation';
import { useBotPlans } from '@/domain/billing';
import { useAuth } from '@/domain/session';
import type { BotVariant } from './bot-creation-variant';

/**
 * What /bot-creation may say about the visitor's bot (docs/product/bots.md#the-progress-page), only from
 * what a check established:
 * - `building`: check-bot-plan says the customer holds it, or this browser saw its payment approved
 *   (botPayments), or sent its setup for a bot already held or included in the Combo;
 * - `waiting-payment`: this browser last saw its payment still being confirmed;
 * - `waiting-authorization`: its setup was sent here, but its checkout never came back approved;
 * - `none`: checked, and the customer has no such bot;
 * - `anonymous`: no session to check; `checking`; `failed`: the check could not be made.
 */
export type CreationStanding =
  | { kind: 'checking' }
  | { kind: 'anonymous' }
  | { kind: 'building'; plan: BotPlanId; configured: boolean }
  | { kind: 'waiting-payment'; paymentId: string }
  | { kind: 'waiting-authorization' }
  | { kind: 'none' }
  | { kind: 'failed' };

/** The bots the page speaks of: its own, or either for the general text. */
const plansOf = (variant: BotVariant): readonly BotPlanId[] => (variant === 'default' ? BOT_PLAN_IDS : [BOTS[variant].plan]);

export function useCreationStanding(variant: BotVariant): { standing: CreationStanding; retry: () => void } {
  const { status } = useAuth();
  const bots = useBotPlans();
  const { records } = useBotPayments();
  const combo = useIncludedBot();
  // The setup sent from this browser, read once per visit.
  const [setup] = useState(savedBotTrial);
  const retry = bots.refetch;

  if (status === 'loading') return { standing: { kind: 'checking' }, retry };
  if (status !== 'authenticated') return { standing: { kind: 'anonymous' }, retry };

  const plans = plansOf(variant);
  const sentHere = (plan: BotPlanId) => setup?.bot === BOT_PLANS[plan].name || combo.taken?.bot === BOT_PLANS[plan].name;
  const building = plans.find(
    (plan) =>
      bots.statusOf(plan) === 'held' ||
      records.some((record) => record.plan === plan && record.approved_at) ||
      (setup?.bot === BOT_PLANS[plan].name && setup.settled) ||
      combo.taken?.bot === BOT_PLANS[plan].name,
  );
  if (building) return { standing: { kind: 'building', plan: building, configured: sentHere(building) }, retry };
  if (plans.some((plan) => bots.statusOf(plan) === 'checking')) return { standing: { kind: 'checking' }, retry };
  const pending = records.find((record) => (plans as readonly string[]).includes(record.plan) && !record.approved_at);
  if (pending) return { standing: { kind: 'waiting-payment', paymentId: pending.payment_id }, retry };
  if (plans.some((plan) => setup?.bot === BOT_PLANS[plan].name)) return { standing: { kind: 'waiting-authorization' }, retry };
  if (plans.some((plan) => bots.statusOf(plan) === 'unknown')) return { standing: { kind: 'failed' }, retry };
  return { standing: { kind: 'none' }, retry };
}
