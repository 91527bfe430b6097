import { BRAND_NAME } from '@/config/brand';
import { env } from '@/config/env';
import type { CompanyInfo } from '@/features/legal';

/** The company's details as configured (VITE_COMPANY_*); unset values leave their lines out of the legal pages. */
export const company: CompanyInfo = {
  brandName: BRAND_NAME,
  legalName: env.company.legalName,
  cnpj: env.company.cnpj,
  address: env.company.address,
  email: env.company.email,
  whatsappNumber: env.whatsappNumber,
  dpoName: env.company.dpoName,
  dpoEmail: env.company.dpoEmail,
};
