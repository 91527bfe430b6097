import { LEAD_CAPTURE_TIMEOUT_MS } from '@/config/http';
import { apiClient, PUBLIC_SAME_ORIGIN_REQUEST } from '@/lib/http/api-client';
import type { UtmFields } from '@/lib/links/utm';
import { LEAD_FORMS, type LeadAction, type LeadFormKind, type LeadSource, type LeadValues } from './lead-config';

/** The body of POST /api/leads (docs/product/marketing.md#what-a-lead-carries), field names as the API reads them. */
export type LeadPayload = {
  name: string;
  source: LeadSource;
  action: LeadAction;
  message: string;
} & ({ whatsapp: string } | { email: string }) &
  UtmFields;

/** Trimmed values; the Discord user travels in `whatsapp` (and in the message), as the API expects. */
export function buildLeadPayload(kind: LeadFormKind, values: LeadValues, message: string, utm: UtmFields): LeadPayload {
  const spec = LEAD_FORMS[kind];
  const contact = values.contact.trim();
  const channel = spec.contact === 'email' ? { email: contact } : { whatsapp: contact };
  return { name: values.name.trim(), ...channel, source: spec.source, action: spec.action, message, ...utm };
}

/** Same origin whatever VITE_API_URL says; a short timeout so a slow lead service never holds the visitor back. */
export async function captureLead(payload: LeadPayload): Promise<void> {
  await apiClient.post('/api/leads', payload, { ...PUBLIC_SAME_ORIGIN_REQUEST, timeout: LEAD_CAPTURE_TIMEOUT_MS });
}
