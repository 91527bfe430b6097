import { BRAND_NAME } from '@/config/brand';
import { WHATSAPP_DIGITS } from '@/config/input-limits';
import { formatCnpj, formatWhatsapp } from '@/lib/format/format';

export { formatCnpj, formatWhatsapp };

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
