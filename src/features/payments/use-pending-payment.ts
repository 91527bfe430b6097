import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { query, urls } from '@/config/routes';
import { useKnownPlan } from './known-plan';
import { usePaymentLookup } from './use-payment-lookup';
import { usePurchase } from './use-purchase';

/**
 * The pending page's lookup. An approved payment moves on (SPEC §4): to the
 * agency's processing step, unless it is known to have bought a plan or a bot
 * (or an anonymous visitor cannot tell): then to the success page, which shows
 * that purchase's next step (or asks them to log in) instead of polling for an order.
 */
export function usePendingPayment(paymentId: string | null) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lookup = usePaymentLookup(paymentId);
  const approved = !lookup.isLoading && lookup.outcome === 'approved';
  const known = useKnownPlan(lookup.data?.external_reference);
  const { purchase } = usePurchase(paymentId ?? '', known, approved && paymentId !== null);
  const reference = params.get(query.externalReference);

  let next: string | null = null;
  if (approved && paymentId) {
    if (purchase.kind === 'plan' || purchase.kind === 'account' || (purchase.kind === 'unknown' && purchase.reason === 'anonymous')) {
      next = urls.paymentSuccess(paymentId, reference);
    } else if (purchase.kind !== 'checking') {
      next = urls.orderProcessing(paymentId);
    }
  }

  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  return { ...lookup, approved, known };
}
