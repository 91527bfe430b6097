import { fromApi, skipToken, useQuery } from '@/lib/http/query-client';
import { useAuth } from '@/domain/session';
import { useBotPlans, useSubscription } from '@/domain/billing';
import { getPaymentRecord } from '@/domain/orders';
import type { ReferencedPlan } from '@/domain/billing';
import { queryKeys } from '@/lib/http/query-keys';
import { decidePurchase, type Purchase, type PurchaseFacts } from './purchase';

/**
 * What an approved payment unlocked (purchase.ts). When nothing names the plan,
 * it asks the API, all at once: the payment's order (GET /ia/history/payment/{id},
 * no login needed), and, for a logged-in customer, the bots (check-bot-plan) and
 * the plan (GET /subscription) they now hold. `enabled`: only once the payment is
 * known to be approved. `recheck` asks everything again.
 */
export function usePurchase(paymentId: string, known: ReferencedPlan | null, enabled: boolean): { purchase: Purchase; recheck: () => void } {
  const ask = enabled && !known;
  const { status } = useAuth();
  const record = useQuery({
    queryKey: queryKeys.paymentRecord(paymentId),
    queryFn: ask ? fromApi((signal) => getPaymentRecord(paymentId, signal)) : skipToken,
    // The order may be recorded any moment after the payment: every visit asks anew.
    staleTime: 0,
  });
  const subscription = useSubscription({ enabled: ask });
  const bots = useBotPlans({ enabled: ask });

  const facts: PurchaseFacts = {
    known,
    session: status,
    record:
      record.isFetching || record.isPending
        ? 'loading'
        : record.isSuccess
          ? 'found'
          : record.error?.status === 404
            ? 'absent'
            : 'failed',
    subscription:
      subscription.isFetching || subscription.isPending
        ? { state: 'loading' }
        : subscription.isError
          ? { state: 'failed' }
          : { state: 'done', value: subscription.data },
    bots: bots.isFetching || bots.isPending ? { state: 'loading' } : bots.isError ? { state: 'failed' } : { state: 'done', value: bots.held },
  };

  return {
    purchase: enabled ? decidePurchase(facts) : { kind: 'checking' },
    recheck: () => {
      void record.refetch();
      if (status === 'authenticated') {
        void subscription.refetch();
        bots.refetch();
      }
    },
  };
}
