import type { HistoryItem } from '@/lib/history-api';

export type PaymentPhase = 'approved' | 'processing' | 'rejected';
export type OrderPhase = 'processing' | 'completed';

export const hasResult = (record: Pick<HistoryItem, 'result' | 'result_bin'> | null | undefined) =>
  Boolean(record && (record.result?.trim() || record.result_bin?.trim()));

/**
 * The payment as the history record tells it. A record without a status came
 * back through Mercado Pago's success URL, so it counts as approved.
 */
export function paymentPhase(status: string | null | undefined): PaymentPhase {
  const value = (status ?? '').trim().toLowerCase();
  if (!value || ['approved', 'pago', 'active', 'accredited'].includes(value)) return 'approved';
  if (['rejected', 'cancelled', 'canceled', 'cancelado', 'refunded', 'charged_back', 'inativo'].includes(value)) return 'rejected';
  return 'processing';
}
