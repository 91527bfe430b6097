import { isValidWhatsapp } from '@/lib/links/whatsapp-number';
import type { AutomationForm } from './types';

/** 'bot': no bot chosen yet; 'whatsapp': the number rule of the WhatsApp lead form (docs/product/marketing.md#validation). */
type FieldProblem = 'required' | 'url' | 'whatsapp' | 'bot';
export type FormErrors = Partial<Record<string, FieldProblem>>;

/**
 * The website as it will be sent: trimmed, with https:// added when the visitor
 * typed a bare domain; null when it cannot be a web address.
 */
export function normalizeWebsite(raw: string): string | null {
  const text = raw.trim();
  if (!text) return '';
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || /\s/.test(text)) return null;
    return url.href;
  } catch {
    return null;
  }
}

const blank = (value: string) => value.trim() === '';

/**
 * Sales bot needs description and plans/services; moderation needs server name and FAQ
 * (docs/product/bots.md#required-fields).
 * Ours: a bot must be chosen first, and the sales bot needs the WhatsApp number our team calls.
 * Keys are in form order: the first one gets focus.
 */
export function validateForm(form: AutomationForm): FormErrors {
  const errors: FormErrors = {};
  if (form.bot === null) {
    errors.bot = 'bot';
  } else if (form.bot === 'whatsapp') {
    if (blank(form.sales.business_description)) errors.business_description = 'required';
    if (blank(form.sales.plans_and_services)) errors.plans_and_services = 'required';
    if (normalizeWebsite(form.sales.website_url) === null) errors.website_url = 'url';
    if (blank(form.sales.whatsapp)) errors.whatsapp = 'required';
    else if (!isValidWhatsapp(form.sales.whatsapp)) errors.whatsapp = 'whatsapp';
  } else {
    if (blank(form.moderation.server_name)) errors.server_name = 'required';
    if (blank(form.moderation.server_rules)) errors.server_rules = 'required';
  }
  return errors;
}

/** The alert above the submit button: what to fix first (a choice, blank fields, then the number's format). */
export function formProblem(errors: FormErrors): 'bot' | 'required' | 'whatsapp' | 'url' | null {
  const problems = Object.values(errors);
  if (problems.includes('bot')) return 'bot';
  if (problems.includes('required')) return 'required';
  if (problems.includes('whatsapp')) return 'whatsapp';
  return problems.includes('url') ? 'url' : null;
}
