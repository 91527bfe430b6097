import { query } from '@/config/routes';

/**
 * A payment id from a return URL (ours: payment_id, Mercado Pago's:
 * collection_id). Only digits, of a bounded length, are ever sent to the API or
 * shown: anything else (`null`, `abc<script>`, 40 digits) is a link we did not
 * write, and the screen says it could not find the payment instead.
 */
export type PaymentIdInUrl = { kind: 'none' } | { kind: 'valid'; id: string } | { kind: 'invalid' };

/** Mercado Pago's ids are 10 to 12 digits today; 20 leaves room and still refuses garbage. */
const PAYMENT_ID = /^\d{1,20}$/;

const isPaymentId = (value: string): boolean => PAYMENT_ID.test(value);

/** One payment id as written in a URL (a query value or a path segment such as /client/receipt/:paymentId). */
export function readPaymentId(value: string | null | undefined): PaymentIdInUrl {
  const text = value?.trim() ?? '';
  // Mercado Pago writes the literal "null" when a field has no value.
  if (text === '' || text === 'null') return { kind: 'none' };
  return isPaymentId(text) ? { kind: 'valid', id: text } : { kind: 'invalid' };
}

/** payment_id, else collection_id; an invalid value in either never falls through to the other. */
export function paymentIdInUrl(params: URLSearchParams): PaymentIdInUrl {
  const ours = readPaymentId(params.get(query.paymentId));
  if (ours.kind !== 'none') return ours;
  return readPaymentId(params.get(query.collectionId));
}
