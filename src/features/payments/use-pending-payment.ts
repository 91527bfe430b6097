import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '@/config/routes';
import { paymentStatus } from '@/lib/payment-status';
import { fromApi } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { getPendingPayment } from './api';

/** GET /payments/pendente/{id}; an approved payment goes on to the agency's processing step (SPEC §4). */
export function usePendingPayment(paymentId: string | null) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.pendingPayment(paymentId ?? ''),
    queryFn: paymentId ? fromApi((signal) => getPendingPayment(paymentId, signal)) : skipToken,
    // A pending payment changes on Mercado Pago's side: every visit and every "check again" asks anew.
    staleTime: 0,
  });
  const approved = paymentStatus(query.data?.status).tone === 'approved';

  useEffect(() => {
    if (!approved || !paymentId) return;
    navigate(urls.orderProcessing(paymentId), { replace: true });
  }, [approved, paymentId, navigate]);

  return {
    data: query.data,
    error: query.error,
    // Checking again shows the spinner, as a first look does.
    isLoading: Boolean(paymentId) && (query.isPending || query.isFetching),
    approved,
    reload: () => void query.refetch(),
  };
}
