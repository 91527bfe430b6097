import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { looseNumber, optionalText, parseResponse } from '@/lib/http/api-schema';

/**
 * The pending lookup's answer (docs/product/payments.md#the-pending-lookup): an object whose status and message are read; every field is shown raw.
 * Mercado Pago's payment carries the preference's `external_reference` (what it paid for) and `date_approved`
 * (when it was approved: a bot's trial starts then) and `transaction_amount` (0 for a free trial's start): each
 * read when the API passes it on, ignored when it is missing or malformed.
 */
const pendingPaymentSchema = v.object({
  status: optionalText,
  message: optionalText,
  external_reference: v.fallback(optionalText, null),
  date_approved: v.fallback(optionalText, null),
  transaction_amount: v.fallback(v.nullish(looseNumber, null), null),
});
const rawFieldsSchema = v.record(v.string(), v.unknown());
type PendingPayment = v.InferOutput<typeof pendingPaymentSchema> & { raw: Record<string, unknown> };

/** The bearer token goes along when there is one (api-client adds it); the lookup works without it too. */
export async function getPendingPayment(paymentId: string, signal?: AbortSignal): Promise<PendingPayment> {
  const { data } = await apiClient.get<unknown>(`/payments/pendente/${encodeURIComponent(paymentId)}`, { signal });
  const request = 'GET /payments/pendente/{paymentId}';
  return { ...parseResponse(pendingPaymentSchema, data, request), raw: parseResponse(rawFieldsSchema, data, request) };
}
