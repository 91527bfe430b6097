import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '@/config/routes';
import { usePaymentLookup } from './use-payment-lookup';

/** The pending page's lookup; an approved payment goes on to the agency's processing step (SPEC §4). */
export function usePendingPayment(paymentId: string | null) {
  const navigate = useNavigate();
  const lookup = usePaymentLookup(paymentId);
  const approved = lookup.outcome === 'approved';

  useEffect(() => {
    if (!approved || !paymentId) return;
    navigate(urls.orderProcessing(paymentId), { replace: true });
  }, [approved, paymentId, navigate]);

  return { ...lookup, approved };
}
