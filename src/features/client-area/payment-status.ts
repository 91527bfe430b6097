/** How a history item's payment status shows (SPEC §4 'Payment status mapping'). */
export type PaymentTone = 'approved' | 'pending' | 'cancelled' | 'other';

export interface PaymentStatusView {
  tone: PaymentTone;
  /** The raw value, shown as is for statuses outside the mapping. */
  raw: string | null;
}

const TONES: Record<string, PaymentTone> = {
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

export function paymentStatus(value: string | null | undefined): PaymentStatusView {
  const raw = typeof value === 'string' ? value.trim() : '';
  // A missing status counts as cancelled.
  if (!raw) return { tone: 'cancelled', raw: null };
  return { tone: TONES[raw.toLowerCase()] ?? 'other', raw };
}
