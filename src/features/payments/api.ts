import * as v from 'valibot';
import { apiClient } from '@/lib/api-client';
import { optionalText, parseResponse } from '@/lib/api-schema';

/** SPEC §3 Pending payment response: status and message are read, every other field is kept to be shown raw. */
const pendingPaymentSchema = v.looseObject({ status: optionalText, message: optionalText });
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;

/** The bearer token goes along when there is one (api-client adds it); the lookup works without it too. */
export async function getPendingPayment(paymentId: string, signal?: AbortSignal): Promise<PendingPayment> {
  const { data } = await apiClient.get<unknown>(`/payments/pendente/${encodeURIComponent(paymentId)}`, { signal });
  return parseResponse(pendingPaymentSchema, data, 'GET /payments/pendente/{paymentId}');
}
