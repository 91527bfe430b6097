/**
 * Every Web Storage key the app uses, named once. lib/storage.ts declares each
 * key's schema; the startup scripts read a few of them as plain text.
 */
export const STORAGE_KEYS = {
  token: 'token',
  pendingPlan: 'pendingPlan',
  /** The visitor's language, as plain text: src/i18n/language.ts reads and judges it (no schema), the detector writes it. */
  language: 'i18nextLng',
  consent: 'cookieConsent',
  savedTrial: 'trialData',
  demoBackend: 'demoBackend',
  signupChoice: 'signupChoice',
  generationTriggered: 'generationTriggered',
  generationClaims: 'generationClaims',
  serviceForm: 'serviceForm',
  wizardState: 'serviceWizardState',
  continueToPayment: 'continueToPayment',
  continueToAutomation: 'continueToAutomation',
  automationForm: 'automationForm',
  leadForms: 'leadForms',
  sentLeads: 'sentLeads',
  utm: 'utmParams',
  loginForm: 'loginForm',
  /** The Google sign-in this tab started (a one-time nonce with its time). */
  googleSignIn: 'googleSignIn',
  checkoutPlan: 'checkoutPlan',
} as const;
