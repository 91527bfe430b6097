import type { AutomationForm } from './types';

type FieldProblem = 'required' | 'url';
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

/** SPEC §5: sales bot needs description and plans/services; moderation needs server name and FAQ. */
export function validateForm(form: AutomationForm): FormErrors {
  const errors: FormErrors = {};
  if (form.bot === 'whatsapp') {
    if (blank(form.sales.business_description)) errors.business_description = 'required';
    if (blank(form.sales.plans_and_services)) errors.plans_and_services = 'required';
    if (normalizeWebsite(form.sales.website_url) === null) errors.website_url = 'url';
  } else {
    if (blank(form.moderation.server_name)) errors.server_name = 'required';
    if (blank(form.moderation.server_rules)) errors.server_rules = 'required';
  }
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;
