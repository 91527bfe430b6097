import { CURRENCY } from '@/config/prices';
import { readStartData } from '@/startup/start-data';

// Creating a formatter costs far more than formatting with it: one per locale and options, reused.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * Every text this module has produced, by what it formatted. The build records
 * a page's (takeFormatted) into its start data (`formats`), and the first call
 * in the browser seeds them: hydration then creates no formatter at all (the
 * first one costs tens of milliseconds on a slow phone, while the page is not
 * yet live), and reads exactly the markup's text. Read here, not by the entry,
 * so pages without prices do not carry it.
 */
const formatted = new Map<string, string>();
let seeded = typeof document === 'undefined';

function seedFromPage(): void {
  seeded = true;
  seedFormatted(readStartData()?.formats);
}

function remembered(key: string, make: () => string): string {
  if (!seeded) seedFromPage();
  let text = formatted.get(key);
  if (text === undefined) {
    text = make();
    formatted.set(key, text);
  }
  return text;
}

function formatterOf<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * The last joint of a list in the site's own languages, as Intl.ListFormat writes it (a test holds them equal): making
 * that formatter loads the locale's list patterns, about a tenth of a second on a slow phone, in the render that
 * first shows a list (the "made by AI" note under a customer's history).
 */
const LAST_JOINT: Record<string, string> = { 'pt-BR': ' e ', 'en-US': ', and ' };

/** "A, B e C" / "A, B, and C": a list as the locale writes it (its formatter made once). */
export function formatList(items: readonly string[], locale: string): string {
  const lastJoint = LAST_JOINT[locale];
  if (lastJoint !== undefined && items.length > 0) {
    if (items.length === 1) return items[0] ?? '';
    const joint = items.length === 2 ? lastJoint.replace(/^,/, '') : lastJoint;
    return `${items.slice(0, -1).join(', ')}${joint}${items.at(-1)}`;
  }
  try {
    let format = lists.get(locale);
    if (!format) {
      format = new Intl.ListFormat(locale, { type: 'conjunction' });
      lists.set(locale, format);
    }
    return format.format(items);
  } catch {
    return items.join(', ');
  }
}

/** What was formatted since the last call, and forgets it (the build, page by page). */
export function takeFormatted(): Record<string, string> {
  const taken = Object.fromEntries(formatted);
  formatted.clear();
  return taken;
}

/** Texts the build formatted for this page, used as they are. */
export function seedFormatted(texts: unknown): void {
  if (!texts || typeof texts !== 'object') return;
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') formatted.set(key, text);
}

/** An amount in a currency with two decimals in the visitor's locale: 'R$ 97,00' / 'R$97.00', 'US$ 23,00' / '$23.00'. */
export function formatCurrency(amount: number, locale: string, currency: string): string {
  return remembered(`${locale} ${currency} ${amount}`, () =>
    formatterOf(`${locale} ${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount),
  );
}

/**
 * An approximate amount in US dollars, for reference beside a price in reais: whole dollars, and the
 * currency named in every locale ('US$ 23' / 'US$23': en-US alone writes a bare "$", which could be any dollar).
 */
export function formatApproxUsd(amount: number, locale: string): string {
  return remembered(`${locale} USD≈ ${amount}`, () =>
    formatterOf(`${locale} USD whole`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }))
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' && part.value === '$' ? 'US$' : part.value))
      .join(''),
  );
}

/** R$ with two decimals in the visitor's locale: 'R$ 97,00' / 'R$97.00'. */
export function formatMoney(amount: number, locale: string): string {
  return formatCurrency(amount, locale, CURRENCY);
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatDateWith(value: string | number | Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return String(value);
  const style = `${options.dateStyle ?? ''}/${options.timeStyle ?? ''}`;
  return remembered(`${locale} date ${style} ${date.getTime()}`, () => formatterOf(`${locale} date ${style}`, () => new Intl.DateTimeFormat(locale, options)).format(date));
}

/** Date and time in the visitor's locale; an unreadable date is shown as given. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  return formatDateWith(value, locale, { dateStyle: 'short', timeStyle: 'short' });
}

export function formatDate(value: string | number | Date, locale: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  return formatDateWith(value, locale, { dateStyle: style });
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
