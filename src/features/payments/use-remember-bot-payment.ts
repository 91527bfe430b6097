import { useEffect } from 'react';
import { isTrialPlanId } from '@/config/plans';
import { rememberBotPayment } from '@/features/automation';
import { useAuth } from '@/domain/session';
import type { ReferencedPlan } from '@/domain/billing';
import type { PaymentOutcome } from './payment-outcome';

/**
 * A return page that looked up the payment of a plan with a free trial (a bot, or the Pro plan;
 * the payment, the return URL or this tab names the plan) tells this browser's memory of those
 * payments what it learned: pending (the client area then shows a bot as waiting on its payment),
 * approved (its trial started then) or refused (forgotten). Only for a logged-in customer: the
 * memory is per account.
 */
export function useRememberBotPayment(paymentId: string | null, outcome: PaymentOutcome | null, approvedAt: string | null | undefined, known: ReferencedPlan | null): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const plan = known && isTrialPlanId(known.plan) ? known.plan : null;
  useEffect(() => {
    if (!paymentId || !plan || userId === null || !outcome) return;
    rememberBotPayment({ plan, paymentId, userId, outcome: outcome === 'approved' || outcome === 'pending' ? outcome : 'refused', approvedAt });
  }, [paymentId, plan, userId, outcome, approvedAt]);
}
