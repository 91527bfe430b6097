import { urls } from '@/config/routes';
import { readPaymentId, paymentStatus } from '@/domain/billing';
import { isGeneratedType, type HistoryRow } from '@/domain/orders';

/** Where a history row's unfinished order goes on from, if anywhere. */
export type FollowUp = { kind: 'payment' | 'order'; href: string };

/**
 * The way on from an order that is not done (docs/product/payments.md#orders-waiting-on-their-payment):
 * a payment still pending opens its status page (Pix code, boleto, the live status, and the order's
 * processing once approved); a paid order without a result opens its processing view, which starts the
 * generation if it never started. Refused payments have none: 'Reutilizar' orders it again.
 */
export function followUpOf(item: Pick<HistoryRow, 'payment_id' | 'payment_status' | 'service_type' | 'result'>): FollowUp | null {
  const id = readPaymentId(item.payment_id);
  if (id.kind !== 'valid') return null;
  const tone = paymentStatus(item.payment_status).tone;
  if (tone === 'pending') return { kind: 'payment', href: urls.paymentStatus(id.id) };
  const waiting = item.result.kind === 'none' && isGeneratedType(item.service_type?.trim().toLowerCase());
  if (tone === 'approved' && waiting) return { kind: 'order', href: urls.orderProcessing(id.id) };
  return null;
}
