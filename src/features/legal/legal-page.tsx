import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/config/constants';
import type { CompanyInfo } from './company';
import { LEGAL_LABELS } from './labels';
import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

const toLanguage = (value: string | undefined): Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;

export interface LegalPageProps {
  kind: 'privacy' | 'terms';
  /** The company's details; unset values leave their lines out. */
  company: CompanyInfo;
  /** Marks the details as sample values (demo mode). */
  demo?: boolean;
}

/** /privacy and /terms in the current language. The layout provides <main>. */
export function LegalPage({ kind, company, demo = false }: LegalPageProps) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const documents = useMemo(() => (kind === 'privacy' ? privacyPolicy(company) : termsOfUse(company)), [kind, company]);
  const labels = LEGAL_LABELS[language];
  const notice = demo ? (
    <p className="alert alert-warning legal-demo-note">
      <strong>{labels.demo}.</strong> {labels.demoDetail}
    </p>
  ) : undefined;
  return <LegalDocument doc={documents[language]} notice={notice} />;
}
