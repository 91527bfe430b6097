import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '@/config/routes';
import { paymentStatus } from '@/lib/payment-status';
import { useApiQuery } from '@/lib/use-api-query';
import { getPendingPayment } from './api';

/** GET /payments/pendente/{id}; an approved payment goes on to the agency's processing step (SPEC §4). */
export function usePendingPayment(paymentId: string | null) {
  const navigate = useNavigate();
  const query = useApiQuery(paymentId ? `pending:${paymentId}` : null, (signal) => getPendingPayment(paymentId ?? '', signal));
  const approved = paymentStatus(query.data?.status).tone === 'approved';

  useEffect(() => {
    if (!approved || !paymentId) return;
    navigate(urls.orderProcessing(paymentId), { replace: true });
  }, [approved, paymentId, navigate]);

  return { ...query, approved };
}
