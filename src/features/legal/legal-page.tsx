import { useMemo } from 'react';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import type { CompanyInfo } from './company';
import { LEGAL_LABELS } from './labels';
import { LegalDocument } from './legal-document';
import type { LegalDocuments } from './types';

export interface LegalPageProps {
  /** The document in both languages (privacyPolicy or termsOfUse): passed in, so each page's chunk carries only its own text. */
  document: (company: CompanyInfo) => LegalDocuments;
  /** The company's details; unset values leave their lines out. */
  company: CompanyInfo;
  /** Marks the details as sample values (demo mode). */
  demo?: boolean;
}

/** /privacy and /terms in the current language. The layout provides <main>. */
export function LegalPage({ document, company, demo = false }: LegalPageProps) {
  const language = useCurrentLanguage();
  const documents = useMemo(() => document(company), [document, company]);
  const labels = LEGAL_LABELS[language];
  const notice = demo ? (
    <p className="alert alert-warning legal-demo-note">
      <strong>{labels.demo}.</strong> {labels.demoDetail}
    </p>
  ) : undefined;
  return <LegalDocument doc={documents[language]} notice={notice} />;
}
