import { useLocation } from 'react-router-dom';
import { env, isDemoMode } from '@/config/env';
import { BRAND_NAME } from '@/config/constants';
import { paths } from '@/config/routes';
import { LegalPage, type CompanyInfo } from '@/features/legal';

const company: CompanyInfo = {
  brandName: BRAND_NAME,
  legalName: env.company.legalName,
  cnpj: env.company.cnpj,
  address: env.company.address,
  email: env.company.email,
  whatsappNumber: env.whatsappNumber,
  dpoName: env.company.dpoName,
  dpoEmail: env.company.dpoEmail,
};

/** /privacy and /terms (and their Portuguese aliases /privacidade and /termos). */
export default function LegalScreen() {
  const { pathname } = useLocation();
  const kind = pathname === paths.terms || pathname === paths.termsPt ? 'terms' : 'privacy';
  return <LegalPage kind={kind} company={company} demo={isDemoMode} />;
}
