import type { PaymentRecord } from './history-api';

/**
 * Whether the logged-in customer owns the order a payment bought (docs/product/services.md#whose-order).
 * GET /ia/history/payment/{id} answers anyone who knows a payment id, so the site shows an order only
 * when its `user_id` is the profile's `id`. A record without `user_id` proves nothing: it is not shown.
 * Ids may come as numbers or strings on either side.
 */
export function isOwnOrder(record: Pick<PaymentRecord, 'user_id'>, userId: number | string): boolean {
  if (record.user_id === null) return false;
  return String(record.user_id).trim() === String(userId).trim();
}
