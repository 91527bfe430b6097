import { fromApi, skipToken, useQuery } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { getPendingPayment } from './api';
import { paymentOutcome } from './payment-outcome';

/**
 * GET /payments/pendente/{id}: what the server says about a payment. Every return
 * page asks it: Mercado Pago advises never to trust the status in a back URL.
 */
export function usePaymentLookup(paymentId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.pendingPayment(paymentId ?? ''),
    queryFn: paymentId ? fromApi((signal) => getPendingPayment(paymentId, signal)) : skipToken,
    // A payment changes on Mercado Pago's side: every visit and every "check again" asks anew.
    staleTime: 0,
  });
  return {
    data: query.data,
    error: query.error,
    outcome: query.data ? paymentOutcome(query.data.status) : null,
    // Checking again shows the spinner, as a first look does.
    isLoading: Boolean(paymentId) && (query.isPending || query.isFetching),
    reload: () => void query.refetch(),
  };
}
