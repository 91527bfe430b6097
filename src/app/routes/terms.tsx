import { isDemoMode } from '@/config/env';
import { LegalPage, termsOfUse } from '@/features/legal';
import { company } from './legal-company';

/** /terms (and /termos). */
export default function TermsScreen() {
  return <LegalPage document={termsOfUse} company={company} demo={isDemoMode} />;
}
