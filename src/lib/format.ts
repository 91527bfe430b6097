import { CURRENCY } from '@/config/constants';

/** R$ with two decimals in the visitor's locale: 'R$ 97,00' / 'R$97.00'. */
export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
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

