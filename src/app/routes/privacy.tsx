import { isDemoMode } from '@/config/env';
import { LegalPage, privacyPolicy } from '@/features/legal';
import { company } from './legal-company';

/** /privacy (and /privacidade). */
export default function PrivacyScreen() {
  return <LegalPage document={privacyPolicy} company={company} demo={isDemoMode} />;
}
