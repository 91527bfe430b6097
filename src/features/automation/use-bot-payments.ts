import { useSyncExternalStore } from 'react';
import type { TrialPlanId } from '@/config/plans';
import { useAuth } from '@/domain/session';
import { botPaymentsOf, botPaymentsVersion, planTrialEndsAt, subscribeBotPayments } from './bot-payments';

/**
 * The logged-in customer's bot and plan payments as this browser knows them (bot-payments.ts), and when
 * each plan's free trial ends; the screen re-renders when a return page or the client area learns more.
 */
export function useBotPayments() {
  const { user } = useAuth();
  // The records change only through bot-payments.ts, which counts each change.
  useSyncExternalStore(subscribeBotPayments, botPaymentsVersion, botPaymentsVersion);
  const userId = user?.id ?? null;
  return {
    records: botPaymentsOf(userId),
    trialEndsAt: (plan: TrialPlanId): Date | null => planTrialEndsAt(plan, userId),
  };
}
