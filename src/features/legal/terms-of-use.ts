import { cleanCompany, type CompanyInfo } from './company';
import { termsEnUS } from './terms/en-US';
import { termsPtBR } from './terms/pt-BR';
import type { LegalDocuments } from './types';

/** The Terms of Use in both languages, with the company's details; unset details leave their lines out. */
export function termsOfUse(company: CompanyInfo): LegalDocuments {
  const clean = cleanCompany(company);
  return { 'pt-BR': termsPtBR(clean), 'en-US': termsEnUS(clean) };
}
