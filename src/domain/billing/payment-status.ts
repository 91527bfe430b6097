/**
 * The payment-status vocabulary: which raw values the API sends mean approved,
 * pending or cancelled (docs/product/payments.md#payment-status), for every screen that
 * reads one: the history tables, the order being processed, the pending page.
 */
export type PaymentTone = 'approved' | 'pending' | 'cancelled' | 'other';

const VOCABULARY: Record<string, Exclude<PaymentTone, 'other'>> = {
  approved: 'approved',
  pago: 'approved',
  active: 'approved',
  pending: 'pending',
  pendente: 'pending',
  cancelled: 'cancelled',
  cancelado: 'cancelled',
  rejected: 'cancelled',
  inativo: 'cancelled',
};

export interface PaymentStatusView {
  tone: PaymentTone;
  /** The raw value, shown as is for statuses outside the vocabulary. */
  raw: string | null;
}

/** The vocabulary above, a missing status is cancelled, any other value keeps its own text. */
export function paymentStatus(value: string | null | undefined): PaymentStatusView {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw) return { tone: 'cancelled', raw: null };
  return { tone: VOCABULARY[raw.toLowerCase()] ?? 'other', raw };
}

/** How the order being processed reads its payment. */
export type PaymentPhase = 'approved' | 'processing' | 'rejected';

/**
 * The processing screen's reading of the same vocabulary. One exception: a
 * record without a status counts as approved there, not cancelled, because
 * the customer reached it through Mercado Pago's success URL. Pending and any
 * value outside the vocabulary are still processing (the screen keeps checking).
 */
export function orderPaymentPhase(value: string | null | undefined): PaymentPhase {
  const { tone, raw } = paymentStatus(value);
  if (raw === null || tone === 'approved') return 'approved';
  return tone === 'cancelled' ? 'rejected' : 'processing';
}
