import type { Language } from '@/config/languages';
import type { Rich } from '@/lib/format/rich-text';
import type { CompanyInfo } from './company';
import { compact, mailto, whatsappLink } from './legal-text';

const LABELS: Record<Language, Record<'legalName' | 'cnpj' | 'address' | 'email' | 'whatsapp', string>> = {
  'pt-BR': { legalName: 'Razão social', cnpj: 'CNPJ', address: 'Endereço', email: 'E-mail', whatsapp: 'WhatsApp' },
  'en-US': { legalName: 'Legal name', cnpj: 'CNPJ (Brazilian company registration number)', address: 'Address', email: 'E-mail', whatsapp: 'WhatsApp' },
};

/** "CNPJ: 12.345.678/0001-90" and the like, one item per value that is set (none when nothing is). */
export function identityItems(company: CompanyInfo, language: Language): Rich[] {
  const label = LABELS[language];
  return compact<Rich>([
    company.legalName && `${label.legalName}: ${company.legalName}`,
    company.cnpj && `${label.cnpj}: ${company.cnpj}`,
    company.address && `${label.address}: ${company.address}`,
    company.email && [`${label.email}: `, mailto(company.email)],
    company.whatsappNumber && [`${label.whatsapp}: `, whatsappLink(company.whatsappNumber)],
  ]);
}

/** "a Empresa Ltda., responsável pela marca IAgência" / "the IAgência brand": who the documents speak for. */
export function whoWeAre(company: CompanyInfo, language: Language): string {
  const { brandName, legalName } = company;
  if (language === 'pt-BR') return legalName && legalName !== brandName ? `${legalName}, responsável pela marca ${brandName}` : brandName;
  return legalName && legalName !== brandName ? `${legalName}, the company behind the ${brandName} brand` : brandName;
}
