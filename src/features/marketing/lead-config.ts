import type * as v from 'valibot';
import type { LeadFormsSchema } from './lead-schemas';

/** The three lead forms of the landings (docs/product/marketing.md#what-a-lead-carries): what each asks and how the lead is labelled. */
export type LeadFormKind = 'whatsapp' | 'discord' | 'agency';
export type LeadSource = 'whatsapp_bot' | 'discord_bot' | 'agency';
export type LeadAction = 'create_bot' | 'activate_protection' | 'activate_pro_plan';
/** The second field: a phone number, a Discord user or an e-mail. */
export type ContactKind = 'whatsapp' | 'discord' | 'email';

export interface LeadFormSpec {
  source: LeadSource;
  action: LeadAction;
  contact: ContactKind;
}

export const LEAD_FORMS: Record<LeadFormKind, LeadFormSpec> = {
  whatsapp: { source: 'whatsapp_bot', action: 'create_bot', contact: 'whatsapp' },
  discord: { source: 'discord_bot', action: 'activate_protection', contact: 'discord' },
  agency: { source: 'agency', action: 'activate_pro_plan', contact: 'email' },
};

/** What the visitor typed in a lead form; also what sessionStorage keeps of it (schema in ./lead-schemas.ts). */
export type LeadValues = Required<v.InferOutput<LeadFormsSchema>>[LeadFormKind];
