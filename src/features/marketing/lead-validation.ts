import { isValidWhatsapp } from '@/lib/links/whatsapp-number';
import type { ContactKind, LeadValues } from './lead-config';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/**
 * How long each field may be (ours: the product's rules set no bound, docs/product/marketing.md#lead-capture). A name is what a person is
 * called, not a paragraph: it travels into the lead and the WhatsApp message. A Discord
 * username is 2 to 32 characters (an older one may end in a #1234 tag); an e-mail address
 * at most 254 (RFC 5321). The inputs carry the same bounds as maxLength.
 */
export const LEAD_LIMITS = {
  name: { min: 2, max: 80 },
  discord: { min: 2, max: 32 },
  email: { max: 254 },
  /** Characters the WhatsApp field takes as typed ("+55 (11) 98765-4321" is 19); its digits are checked apart. */
  whatsapp: { max: 25 },
} as const;

/** The values the error messages name ("de {{min}} a {{max}} caracteres"). */
export const LEAD_LIMIT_VALUES = { min: LEAD_LIMITS.name.min, max: LEAD_LIMITS.name.max, discordMin: LEAD_LIMITS.discord.min, discordMax: LEAD_LIMITS.discord.max };

/** The longest a contact field may be, by kind: the Discord user with its "@" and an old "#1234" tag. */
export const CONTACT_MAX_LENGTH: Record<ContactKind, number> = {
  whatsapp: LEAD_LIMITS.whatsapp.max,
  discord: LEAD_LIMITS.discord.max + '@#1234'.length,
  email: LEAD_LIMITS.email.max,
};

export type LeadField = keyof LeadValues;
type LeadErrorCode = 'required' | 'name' | 'whatsapp' | 'discord' | 'email';
export interface LeadError {
  code: LeadErrorCode;
  /** Invalid fields in form order; the first one gets focus. */
  fields: LeadField[];
}

/** Letters of any alphabet; a control character (a line break pasted in) is never part of a name. */
const LETTER = /\p{L}/gu;
const CONTROL = /\p{Cc}/u;

/** 2 to 80 characters, at least two of them letters ("A" and "12345" are not names). */
export function isValidName(value: string): boolean {
  const name = value.trim();
  const { min, max } = LEAD_LIMITS.name;
  return name.length >= min && name.length <= max && !CONTROL.test(name) && (name.match(LETTER)?.length ?? 0) >= 2;
}

/** A Discord username as Discord allows it: letters, digits, "." and "_", 2 to 32 of them, maybe after an "@" and before an old "#1234" tag. */
const discordShape = new RegExp(`^@?[\\p{L}\\p{N}_.]{${LEAD_LIMITS.discord.min},${LEAD_LIMITS.discord.max}}(?:#\\d{4})?$`, 'u');
const isValidDiscord = (value: string): boolean => discordShape.test(value.trim());

const isValidEmail = (value: string): boolean => {
  const email = value.trim();
  return email.length <= LEAD_LIMITS.email.max && emailShape.test(email);
};

const CONTACT_CHECKS: Record<ContactKind, (value: string) => boolean> = {
  whatsapp: (value) => value.trim().length <= LEAD_LIMITS.whatsapp.max && isValidWhatsapp(value),
  discord: isValidDiscord,
  email: isValidEmail,
};

/**
 * Empty fields first ('Por favor, preencha todos os campos.'), then the name, then the
 * contact's format and length. Run on every submit, before the lead is sent and before the
 * chat link is built, whatever filled the fields (typing, the tab's saved form, a replayed tap).
 */
export function validateLead(contact: ContactKind, values: LeadValues): LeadError | null {
  const empty = (['name', 'contact'] as const).filter((field) => values[field].trim() === '');
  if (empty.length) return { code: 'required', fields: [...empty] };
  if (!isValidName(values.name)) return { code: 'name', fields: ['name'] };
  if (!CONTACT_CHECKS[contact](values.contact)) return { code: contact, fields: ['contact'] };
  return null;
}
