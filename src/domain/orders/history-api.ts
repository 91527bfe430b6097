import * as v from 'valibot';
import { apiClient } from '@/lib/http/api-client';
import { apiId, apiIdText, looseNumber, optionalText, parseItems, parseResponse } from '@/lib/http/api-schema';

/**
 * What both history endpoints send for an order (docs/product/services.md#history-items).
 * Missing and null read the same; ids may come as numbers or strings.
 */
const orderFields = {
  id: apiId,
  service_type: v.nullish(v.string(), ''),
  prompt: v.nullish(v.string(), ''),
  result: optionalText,
  /** Base64 of the image or audio, when the result is binary. */
  result_bin: optionalText,
  payment_id: v.nullish(apiIdText, null),
  user_id: v.nullish(apiId, null),
  system_context: v.nullish(v.string(), ''),
  max_tokens: v.nullish(looseNumber, null),
  payment_status: optionalText,
  payment_amount: v.nullish(looseNumber, null),
};

const dateText = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value))),
);

/** A row of GET /ia/history/{userId}: the table needs its date and service name. */
export const historyItemSchema = v.object({ ...orderFields, created_at: dateText, service_name: v.string() });
export type HistoryItem = v.InferOutput<typeof historyItemSchema>;

/**
 * The order GET /ia/history/payment/{paymentId} returns. The API contract lists no date
 * or service name for it (docs/api-contract.md#calls), so both may be missing.
 */
const paymentRecordSchema = v.object({ ...orderFields, created_at: v.nullish(dateText, null), service_name: v.nullish(v.string(), '') });
export type PaymentRecord = v.InferOutput<typeof paymentRecordSchema>;

/** A bare list, or a list wrapped in `history` or `items`. */
const historyListSchema = v.union([
  v.array(v.unknown()),
  v.pipe(
    v.object({ history: v.optional(v.array(v.unknown())), items: v.optional(v.array(v.unknown())) }),
    v.transform((body) => body.history ?? body.items),
    v.array(v.unknown()),
  ),
]);

const newestFirst = (a: HistoryItem, b: HistoryItem) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || Number(b.id) - Number(a.id) || 0;

/** GET /ia/history/{userId}: every service the customer ordered, newest first; unreadable rows are left out. */
export async function getHistory(userId: number | string, signal?: AbortSignal): Promise<HistoryItem[]> {
  const request = 'GET /ia/history/{userId}';
  const { data } = await apiClient.get<unknown>(`/ia/history/${encodeURIComponent(String(userId))}`, { signal });
  const list = parseResponse(historyListSchema, data, request);
  return parseItems(historyItemSchema, list, request).sort(newestFirst);
}

/** GET /ia/history/payment/{paymentId}: the order a payment bought. */
export async function getPaymentRecord(paymentId: string, signal?: AbortSignal): Promise<PaymentRecord> {
  const { data } = await apiClient.get<unknown>(`/ia/history/payment/${encodeURIComponent(paymentId)}`, { signal });
  return parseResponse(paymentRecordSchema, data, 'GET /ia/history/payment/{paymentId}');
}
