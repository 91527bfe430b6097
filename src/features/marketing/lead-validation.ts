import { WHATSAPP_DIGITS } from '@/config/constants';
import type { ContactKind, LeadValues } from './lead-config';

/**
 * The WhatsApp field's input pattern (SPEC §5): optional plus, digits,
 * spaces, parentheses, dots and hyphens, at least 10 characters. Written so
 * it compiles both as an HTML pattern (v flag) and here (u flag).
 */
export const WHATSAPP_INPUT_PATTERN = '\\+?[0-9\\s\\(\\)\\.\\-]{10,}';
const whatsappShape = new RegExp(`^(?:${WHATSAPP_INPUT_PATTERN})$`, 'u');
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export type LeadField = keyof LeadValues;
type LeadErrorCode = 'required' | 'whatsapp' | 'email';
export interface LeadError {
  code: LeadErrorCode;
  /** Invalid fields in form order; the first one gets focus. */
  fields: LeadField[];
}

export function isValidWhatsapp(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return whatsappShape.test(text) && digits >= WHATSAPP_DIGITS.min && digits <= WHATSAPP_DIGITS.max;
}

const isValidEmail = (value: string): boolean => emailShape.test(value.trim());

/** Empty fields first ('Por favor, preencha todos os campos.'), then the contact's format. */
export function validateLead(contact: ContactKind, values: LeadValues): LeadError | null {
  const empty = (['name', 'contact'] as const).filter((field) => values[field].trim() === '');
  if (empty.length) return { code: 'required', fields: [...empty] };
  if (contact === 'whatsapp' && !isValidWhatsapp(values.contact)) return { code: 'whatsapp', fields: ['contact'] };
  if (contact === 'email' && !isValidEmail(values.contact)) return { code: 'email', fields: ['contact'] };
  return null;
}
