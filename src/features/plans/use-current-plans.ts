import { isPlanId, type PlanId } from '@/config/plans';
import { useBotPlans, useSubscription } from '@/domain/billing';

/**
 * The plans the logged-in customer holds now: the active plan of GET /subscription,
 * and each bot GET /subscription/check-bot-plan says they have. Empty for visitors.
 */
export function useCurrentPlans(): ReadonlySet<PlanId> {
  const subscription = useSubscription();
  const bots = useBotPlans();
  const held = new Set<PlanId>(bots.held);
  const plan = subscription.data?.plan?.trim().toLowerCase();
  if (subscription.data?.is_active && isPlanId(plan)) held.add(plan);
  return held;
}
