import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/config/constants';
import type { CompanyInfo } from './company';
import { LEGAL_LABELS } from './labels';
import { LegalDocument } from './legal-document';
import type { LegalDocuments } from './types';

const toLanguage = (value: string | undefined): Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;

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
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const documents = useMemo(() => document(company), [document, company]);
  const labels = LEGAL_LABELS[language];
  const notice = demo ? (
    <p className="alert alert-warning legal-demo-note">
      <strong>{labels.demo}.</strong> {labels.demoDetail}
    </p>
  ) : undefined;
  return <LegalDocument doc={documents[language]} notice={notice} />;
}
