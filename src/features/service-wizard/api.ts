import * as v from 'valibot';
import { DEFAULT_MAX_TOKENS } from '@/config/order-processing';
import { apiClient, GENERATION_REQUEST } from '@/lib/http/api-client';
import { apiIdText, looseNumber, optionalText, parseItems, parseResponse } from '@/lib/http/api-schema';
import { serviceTypeOf, type GeneratedType } from '@/domain/orders';
import type { CatalogueService, ReferenceFile } from './types';

/** One service of GET /ia/services; entries without a name are left out, a missing or unreadable price reads as 0. */
const catalogueEntrySchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((name) => name.trim() !== ''),
  ),
  context: v.nullish(v.string(), ''),
  price: v.fallback(looseNumber, 0),
});

/** GET /ia/services: `{ [category]: [{ name, context, price }] }` (a list is not a category map). */
const catalogueSchema = v.pipe(
  v.unknown(),
  v.check((body) => !Array.isArray(body)),
  v.record(v.string(), v.fallback(v.array(v.unknown()), [])),
);

/** The catalogue, flattened with the category each service came under. */
export async function getServices(signal?: AbortSignal): Promise<CatalogueService[]> {
  const request = 'GET /ia/services';
  const { data } = await apiClient.get<unknown>('/ia/services', { signal });
  return Object.entries(parseResponse(catalogueSchema, data, request)).flatMap(([category, list]) =>
    parseItems(catalogueEntrySchema, list, request).map((entry) => ({ ...entry, category, type: serviceTypeOf(entry.name) })),
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

/** POST /payments/preference: the link may be missing (the screen says so), the preference object may not. */
const servicePreferenceSchema = v.pipe(
  v.object({ preference: v.object({ id: v.nullish(apiIdText, null), init_point: optionalText }) }),
  v.transform(({ preference }) => ({ id: preference.id, initPoint: preference.init_point })),
);

/** POST /payments/preference as multipart: service_name, prompt and the optional reference file. */
export async function createServicePreference(input: { serviceName: string; prompt: string; file: ReferenceFile | null }) {
  const form = new FormData();
  form.append('service_name', input.serviceName);
  form.append('prompt', input.prompt);
  if (input.file) form.append('file', dataUrlToFile(input.file.dataUrl, input.file.type, input.file.name), input.file.name);
  const { data } = await apiClient.post<unknown>('/payments/preference', form);
  return parseResponse(servicePreferenceSchema, data, 'POST /payments/preference');
}

/** POST /payments/process: the Brick's outcome; the status decides what the screen says. */
const processedPaymentSchema = v.object({ id: v.nullish(apiIdText, null), status: v.string(), status_detail: optionalText });
type ProcessedPayment = v.InferOutput<typeof processedPaymentSchema>;

/** POST /payments/process (assumed, see docs/api-contract.md): the Payment Brick's form data plus the preference id. */
export async function processBrickPayment(formData: Record<string, unknown>, preferenceId: string): Promise<ProcessedPayment> {
  const { data } = await apiClient.post<unknown>('/payments/process', { ...formData, preference_id: preferenceId });
  return parseResponse(processedPaymentSchema, data, 'POST /payments/process');
}

export interface RunPayload {
  prompt: string;
  service_name: string;
  service_type: GeneratedType;
  system_context: string;
  max_tokens: number;
}

/** POST /ia/subscription/...: the generated content, as text or base64 (checked by the caller: one must be there). */
const planRunSchema = v.object({ id: v.nullish(apiIdText, null), result: optionalText, result_bin: optionalText });
type PlanRunResult = v.InferOutput<typeof planRunSchema>;

/** POST /ia/subscription/texto|imagem|audio: plan holders run the service without paying. */
export async function runWithPlan(payload: RunPayload): Promise<PlanRunResult> {
  const { data } = await apiClient.post<unknown>(`/ia/subscription/${GENERATION_PATH[payload.service_type]}`, payload, GENERATION_REQUEST);
  return parseResponse(planRunSchema, data, 'POST /ia/subscription/{type}');
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
