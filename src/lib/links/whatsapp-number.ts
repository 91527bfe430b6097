import { WHATSAPP_DIGITS } from '@/config/input-limits';

/**
 * A customer's WhatsApp number as typed, checked by one rule wherever we ask for it
 * (the WhatsApp landing's lead form, the sales bot's setup on /automation):
 * docs/product/marketing.md#validation.
 */

/**
 * The field's input pattern: optional plus, digits, spaces, parentheses, dots and
 * hyphens, at least 10 characters. Written so it compiles both as an HTML pattern
 * (v flag) and here (u flag).
 */
export const WHATSAPP_INPUT_PATTERN = '\\+?[0-9\\s\\(\\)\\.\\-]{10,}';
const whatsappShape = new RegExp(`^(?:${WHATSAPP_INPUT_PATTERN})$`, 'u');

/** The pattern above, and WHATSAPP_DIGITS.min to .max digits. */
export function isValidWhatsapp(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return whatsappShape.test(text) && digits >= WHATSAPP_DIGITS.min && digits <= WHATSAPP_DIGITS.max;
}

/** Brazil's country code: a number typed without one (DDD + number, 10 or 11 digits) is Brazilian. */
const BRAZIL = '55';

/**
 * A valid number as digits with its country code ('(11) 98765-4321' → '5511987654321'),
 * the form WhatsApp itself uses (wa.me links). A number typed with a '+' already has its
 * country code; one without is Brazilian (a trunk '0' before the DDD is dropped).
 */
export function whatsappDigits(value: string): string {
  const text = value.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits;
  const national = digits.replace(/^0+/, '');
  return national.length === 10 || national.length === 11 ? `${BRAZIL}${national}` : digits;
}
