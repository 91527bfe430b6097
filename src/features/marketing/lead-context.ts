import type { TFunction } from 'i18next';
import type { UtmFields } from '@/lib/links/utm';
import type { LeadFormKind } from './lead-config';

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 6;

/** A short reference, 'IA-7K3P9Q', that ties the lead (its `message`) to the WhatsApp chat. */
export function leadReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH));
  return `IA-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * The lead's context in natural words, after the visitor's own message: which landing
 * they came from, the campaign (utm_campaign) and its source (utm_source) when the visit
 * had them, and the reference. "Vim pela página do bot de moderação para Discord, pela
 * campanha “black-friday” (instagram). Código do atendimento: IA-7K3P9Q."
 */
export function leadContext(t: TFunction<'marketing'>, kind: LeadFormKind, utm: UtmFields, reference: string): string {
  const campaign = utm.utm_campaign;
  const source = utm.utm_source;
  const origin = campaign && source ? 'both' : campaign ? 'campaign' : source ? 'source' : null;
  const page = t(`lead.context.page.${kind}`);
  const through = origin ? t(`lead.context.origin.${origin}`, { campaign, source }) : '';
  return `${page}${through}. ${t('lead.context.reference', { reference })}`;
}
