import { apiClient } from '@/lib/api-client';

/** SPEC §3 Pending payment response: status and message are read, the rest is shown raw. */
export interface PendingPayment {
  status?: string | null;
  message?: string | null;
  [field: string]: unknown;
}

/** The bearer token goes along when there is one (api-client adds it); the lookup works without it too. */
export async function getPendingPayment(paymentId: string, signal?: AbortSignal): Promise<PendingPayment> {
  const { data } = await apiClient.get<PendingPayment>(`/payments/pendente/${encodeURIComponent(paymentId)}`, { signal });
  return data;
}
