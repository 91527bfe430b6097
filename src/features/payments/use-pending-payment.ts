import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { query, urls } from '@/config/routes';
import { useKnownPlan } from './known-plan';
import { approvedPaymentDestination } from './purchase';
import { usePaymentLookup } from './use-payment-lookup';
import { usePurchase } from './use-purchase';
import { useRememberBotPayment } from './use-remember-bot-payment';

/**
 * The pending page's lookup. An approved payment moves on
 * (docs/product/payments.md#an-approved-payment-on-the-pending-page): to the
 * agency's processing step, unless the payment's reference, this tab's memory
 * or the account says it bought a plan or a bot: then to the success page,
 * which shows that purchase's next step (purchase.ts, approvedPaymentDestination).
 */
export function usePendingPayment(paymentId: string | null) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lookup = usePaymentLookup(paymentId);
  const approved = !lookup.isLoading && lookup.outcome === 'approved';
  const known = useKnownPlan(lookup.data?.external_reference);
  useRememberBotPayment(paymentId, lookup.isLoading ? null : lookup.outcome, lookup.data?.date_approved, known);
  const { purchase } = usePurchase(paymentId ?? '', known, approved && paymentId !== null);
  const reference = params.get(query.externalReference);

  let next: string | null = null;
  if (approved && paymentId) {
    const destination = approvedPaymentDestination(purchase);
    if (destination === 'success') next = urls.paymentSuccess(paymentId, reference);
    else if (destination === 'processing') next = urls.orderProcessing(paymentId);
  }

  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  return { ...lookup, approved, known };
}
