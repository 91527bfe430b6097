import { cleanCompany, type CompanyInfo } from './company';
import { privacyEnUS } from './privacy/en-US';
import { privacyPtBR } from './privacy/pt-BR';
import type { LegalDocuments } from './types';

/** The Privacy Policy in both languages, with the company's details; unset details leave their lines out. */
export function privacyPolicy(company: CompanyInfo): LegalDocuments {
  const clean = cleanCompany(company);
  return { 'pt-BR': privacyPtBR(clean), 'en-US': privacyEnUS(clean) };
}
