/** The legal pages' only public door: /privacy and /terms. */
export { LegalPage } from './legal-page';
export { privacyPolicy } from './privacy-policy';
export { termsOfUse } from './terms-of-use';
export { type CompanyInfo } from './company';
