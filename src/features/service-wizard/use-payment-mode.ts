import { SERVICE_PLAN_IDS } from '@/config/constants';
import { useAuth } from '@/lib/auth';
import { getSubscription } from '@/lib/subscription-api';
import { useApiQuery } from '@/lib/use-api-query';

export type PaymentMode = { kind: 'anonymous' } | { kind: 'checking' } | { kind: 'plan'; plan: string } | { kind: 'pay' };

/** Holders of an active content plan run services from the plan; everyone else pays per service. */
export function usePaymentMode(): PaymentMode {
  const { status, user } = useAuth();
  const subscription = useApiQuery(status === 'authenticated' ? `subscription-${user?.id ?? 'me'}` : null, getSubscription);
  if (status === 'loading') return { kind: 'checking' };
  if (status === 'anonymous') return { kind: 'anonymous' };
  if (subscription.isLoading) return { kind: 'checking' };
  if (subscription.error) {
    // Without knowing the plan, paying per service is the path that always works.
    console.warn('Could not check the subscription; falling back to pay per service.', subscription.error.message);
    return { kind: 'pay' };
  }
  const plan = subscription.data?.plan?.toLowerCase() ?? '';
  const active = subscription.data?.is_active === true && (SERVICE_PLAN_IDS as readonly string[]).includes(plan);
  return active ? { kind: 'plan', plan } : { kind: 'pay' };
}
