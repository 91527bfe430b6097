import { CURRENCY } from '@/config/constants';

// Creating a formatter costs far more than formatting with it: one per locale, reused.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** R$ with two decimals in the visitor's locale: 'R$ 97,00' / 'R$97.00'. */
export function formatMoney(amount: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in the visitor's locale; an unreadable date is shown as given. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

export function formatDate(value: string | number | Date, locale: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

/**
 * '12345678000190' (or already punctuated) → '12.345.678/0001-90'. Also takes
 * the alphanumeric CNPJ (12 letters or digits + 2 check digits, issued from July 2026).
 * Anything else is returned trimmed, as given.
 */
export function formatCnpj(digits: string): string {
  const raw = digits.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const match = /^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/.exec(raw);
  if (!match) return digits.trim();
  const [, a, b, c, d, e] = match;
  return `${a}.${b}.${c}/${d}-${e}`;
}

/** '5511987654321' → '+55 11 98765-4321'; other lengths keep their digits after the '+'. */
export function formatWhatsapp(digits: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return `+${digits}`;
  const [, area, first, last] = match;
  return `+55 ${area} ${first}-${last}`;
}
