import { BRAND_NAME, WHATSAPP_DIGITS } from '@/config/constants';

/**
 * The company details the legal pages show. Everything but the brand is
 * optional: a line that needs an unset value is left out of the pages.
 */
export interface CompanyInfo {
  brandName: string;
  legalName?: string;
  cnpj?: string;
  address?: string;
  email?: string;
  /** Digits with country code, e.g. '5511987654321'. */
  whatsappNumber?: string;
  dpoName?: string;
  dpoEmail?: string;
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

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;
const email = (value: string | undefined): string | undefined => {
  const trimmed = text(value);
  return trimmed && /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(trimmed) ? trimmed : undefined;
};
const phone = (value: string | undefined): string | undefined => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= WHATSAPP_DIGITS.min && digits.length <= WHATSAPP_DIGITS.max ? digits : undefined;
};

/**
 * The values as the pages use them: trimmed, blanks unset, the CNPJ formatted,
 * e-mails that could not make a valid mailto link and numbers too short for WhatsApp unset.
 */
export function cleanCompany(company: CompanyInfo): CompanyInfo {
  const cnpj = text(company.cnpj);
  return {
    brandName: text(company.brandName) ?? BRAND_NAME,
    legalName: text(company.legalName),
    cnpj: cnpj ? formatCnpj(cnpj) : undefined,
    address: text(company.address),
    email: email(company.email),
    whatsappNumber: phone(company.whatsappNumber),
    dpoName: text(company.dpoName),
    dpoEmail: email(company.dpoEmail),
  };
}

/** Where a request reaches us; the client area when nothing else is configured. */
export type ContactChannel =
  | { readonly kind: 'dpo'; readonly email: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'whatsapp'; readonly number: string }
  | { readonly kind: 'client-area' };

/** Support: the company e-mail, else WhatsApp, else the client area. */
export function supportChannels(company: CompanyInfo): ContactChannel[] {
  const channels: ContactChannel[] = [];
  if (company.email) channels.push({ kind: 'email', email: company.email });
  if (company.whatsappNumber) channels.push({ kind: 'whatsapp', number: company.whatsappNumber });
  return channels.length > 0 ? channels : [{ kind: 'client-area' }];
}

/** Requests about personal data: the DPO's e-mail first, then the support channels. */
export function privacyChannel(company: CompanyInfo): ContactChannel {
  if (company.dpoEmail) return { kind: 'dpo', email: company.dpoEmail };
  return supportChannels(company)[0] ?? { kind: 'client-area' };
}
