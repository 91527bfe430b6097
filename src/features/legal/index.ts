/** The legal pages' only public door: /privacy and /terms. */
export { LegalPage, type LegalPageProps } from './legal-page';
export { PRIVACY_VERSION, TERMS_VERSION } from './versions';
export { AI_PROVIDERS, type AiProvider } from './ai-providers';
export { formatCnpj, type CompanyInfo } from './company';
