import { isValidWhatsapp } from '@/lib/whatsapp-number';
import type { ContactKind, LeadValues } from './lead-config';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export type LeadField = keyof LeadValues;
type LeadErrorCode = 'required' | 'whatsapp' | 'email';
export interface LeadError {
  code: LeadErrorCode;
  /** Invalid fields in form order; the first one gets focus. */
  fields: LeadField[];
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
