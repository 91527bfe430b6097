import { DEFAULT_MAX_TOKENS } from '@/config/constants';
import { apiClient, GENERATION_REQUEST } from '@/lib/api-client';
import type { HistoryItem } from '@/lib/history-api';
import { serviceTypeOf, type GeneratedType } from '@/lib/service-types';
import type { CatalogueService, ReferenceFile } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /ia/services: `{ [category]: [{ name, context, price }] }`, flattened; malformed entries are skipped. */
export async function getServices(signal?: AbortSignal): Promise<CatalogueService[]> {
  const { data } = await apiClient.get<unknown>('/ia/services', { signal });
  if (!isRecord(data)) throw new Error('Unexpected catalogue shape');
  return Object.entries(data).flatMap(([category, list]) =>
    (Array.isArray(list) ? list : []).flatMap((entry): CatalogueService[] => {
      if (!isRecord(entry) || typeof entry.name !== 'string' || !entry.name.trim()) return [];
      const price = Number(entry.price);
      return [
        {
          name: entry.name,
          context: typeof entry.context === 'string' ? entry.context : '',
          price: Number.isFinite(price) ? price : 0,
          category,
          type: serviceTypeOf(entry.name),
        },
      ];
    }),
  );
}

/** Path segment of the generation endpoints per type. */
const GENERATION_PATH: Record<GeneratedType, string> = { text: 'texto', image: 'imagem', audio: 'audio' };

function dataUrlToFile(dataUrl: string, type: string, name: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

export interface ServicePreference {
  id: string | null;
  initPoint: string | null;
}

/** POST /payments/preference as multipart: service_name, prompt and the optional reference file. */
export async function createServicePreference(input: { serviceName: string; prompt: string; file: ReferenceFile | null }): Promise<ServicePreference> {
  const form = new FormData();
  form.append('service_name', input.serviceName);
  form.append('prompt', input.prompt);
  if (input.file) form.append('file', dataUrlToFile(input.file.dataUrl, input.file.type, input.file.name), input.file.name);
  const { data } = await apiClient.post<unknown>('/payments/preference', form);
  const preference = isRecord(data) && isRecord(data.preference) ? data.preference : {};
  return {
    id: typeof preference.id === 'string' || typeof preference.id === 'number' ? String(preference.id) : null,
    initPoint: typeof preference.init_point === 'string' ? preference.init_point : null,
  };
}

export interface ProcessedPayment {
  id: string | null;
  status: string;
  status_detail: string | null;
}

/** POST /payments/process (assumed, see README): the Payment Brick's form data plus the preference id. */
export async function processBrickPayment(formData: Record<string, unknown>, preferenceId: string): Promise<ProcessedPayment> {
  const { data } = await apiClient.post<unknown>('/payments/process', { ...formData, preference_id: preferenceId });
  const body = isRecord(data) ? data : {};
  return {
    id: body.id === undefined || body.id === null ? null : String(body.id),
    status: typeof body.status === 'string' ? body.status : '',
    status_detail: typeof body.status_detail === 'string' ? body.status_detail : null,
  };
}

export interface RunPayload {
  prompt: string;
  service_name: string;
  service_type: GeneratedType;
  system_context: string;
  max_tokens: number;
}

export interface PlanRunResult {
  id: string | null;
  result: string | null;
  result_bin: string | null;
}

/** POST /ia/subscription/texto|imagem|audio: plan holders run the service without paying. */
export async function runWithPlan(payload: RunPayload): Promise<PlanRunResult> {
  const { data } = await apiClient.post<unknown>(`/ia/subscription/${GENERATION_PATH[payload.service_type]}`, payload, GENERATION_REQUEST);
  const body = isRecord(data) ? data : {};
  return {
    id: body.id === undefined || body.id === null ? null : String(body.id),
    result: typeof body.result === 'string' ? body.result : null,
    result_bin: typeof body.result_bin === 'string' ? body.result_bin : null,
  };
}

/** GET /ia/history/payment/{paymentId}: the order a payment bought. */
export async function getPaymentRecord(paymentId: string, signal?: AbortSignal): Promise<HistoryItem> {
  const { data } = await apiClient.get<HistoryItem>(`/ia/history/payment/${encodeURIComponent(paymentId)}`, { signal });
  return data;
}

export interface GenerationPayload {
  prompt: string;
  payment_id: string;
  user_id: number | string;
  system_context: string;
  max_tokens: number;
}

/** POST /ia/texto|imagem|audio: starts the generation of a paid order. */
export async function triggerGeneration(type: GeneratedType, payload: GenerationPayload): Promise<void> {
  await apiClient.post(`/ia/${GENERATION_PATH[type]}`, { ...payload, max_tokens: payload.max_tokens || DEFAULT_MAX_TOKENS }, GENERATION_REQUEST);
}
