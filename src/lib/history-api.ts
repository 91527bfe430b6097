import { apiClient } from './api-client';

/** A service history item as the API returns it (SPEC §3). */
export interface HistoryItem {
  id: number;
  created_at: string;
  service_name: string;
  service_type: string;
  prompt: string;
  result: string | null;
  /** Base64 of the image or audio, when the result is binary. */
  result_bin: string | null;
  payment_id: string | null;
  user_id: number;
  system_context?: string;
  max_tokens?: number;
  payment_status?: string | null;
  payment_amount?: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Tolerates a bare list or a list wrapped in `history`/`items`; anything else reads as empty. */
function toList(data: unknown): HistoryItem[] {
  if (Array.isArray(data)) return data.filter(isRecord) as unknown as HistoryItem[];
  if (isRecord(data)) {
    const wrapped = data.history ?? data.items;
    if (Array.isArray(wrapped)) return wrapped.filter(isRecord) as unknown as HistoryItem[];
  }
  return [];
}

/** GET /ia/history/{userId}: every service the customer ordered, newest first. */
export async function getHistory(userId: number | string, signal?: AbortSignal): Promise<HistoryItem[]> {
  const { data } = await apiClient.get<unknown>(`/ia/history/${encodeURIComponent(String(userId))}`, { signal });
  return toList(data).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
