import { SERVICE_PLAN_IDS } from '@/config/plans';
import { useSubscription } from '@/domain/billing';
import { useAuth } from '@/domain/session';

export type PaymentMode =
  | { kind: 'anonymous' }
  | { kind: 'checking' }
  | { kind: 'plan'; plan: string }
  /** `planUnknown`: the plan check failed, so the order is priced per service (the screen says why). */
  | { kind: 'pay'; planUnknown: boolean };

/** Holders of an active content plan run services from the plan; everyone else pays per service. */
export function usePaymentMode(): PaymentMode {
  const { status } = useAuth();
  const subscription = useSubscription();
  if (status === 'loading') return { kind: 'checking' };
  if (status === 'anonymous') return { kind: 'anonymous' };
  if (subscription.isPending) return { kind: 'checking' };
  if (subscription.isError) {
    // Without knowing the plan, paying per service is the path that always works.
    console.warn('Could not check the subscription; falling back to pay per service.', subscription.error.message);
    return { kind: 'pay', planUnknown: true };
  }
  const plan = subscription.data.plan?.toLowerCase() ?? '';
  const active = subscription.data.is_active && (SERVICE_PLAN_IDS as readonly string[]).includes(plan);
  return active ? { kind: 'plan', plan } : { kind: 'pay', planUnknown: false };
}
