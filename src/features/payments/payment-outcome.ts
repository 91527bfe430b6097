import { paymentStatus } from '@/domain/billing';

/**
 * What a looked-up payment means for the customer, in four outcomes. The status
 * vocabulary first (docs/product/payments.md#payment-status); Mercado Pago's own statuses outside
 * it are placed where they belong: in_process, in_mediation and authorized are
 * still waiting, refunded and charged_back gave the money back. Anything else
 * (or no status at all) is still waiting: a success page never says "approved"
 * without the server saying so.
 */
export type PaymentOutcome = 'approved' | 'pending' | 'rejected' | 'refunded';

const REFUNDED = ['refunded', 'charged_back'];

export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  const { tone, raw } = paymentStatus(status);
  if (raw === null) return 'pending';
  if (tone === 'approved') return 'approved';
  if (tone === 'cancelled') return 'rejected';
  if (REFUNDED.includes(raw.toLowerCase())) return 'refunded';
  return 'pending';
}
