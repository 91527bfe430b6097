/**
 * Every Web Storage key the app uses, named once. Each key is declared once too, with its
 * schema, by the code that owns it (src/lib/storage/storage.ts says how): the session's token
 * in src/lib/storage/storage.ts, the cookie choice in src/domain/consent, the work in progress
 * several features share (such as pendingPlan) in src/domain/journey, a feature's own key in
 * that feature. The startup scripts read a few keys as plain text.
 */
/**
 * The keys the head script reads before the first paint, in an object of their
 * own: the inline script then carries these two names, not the whole table.
 */
export const STARTUP_KEYS = {
  token: 'token',
  /**
   * The id of the account that last logged in here, as plain text: the history saved in this browser is kept only
   * while it is the same account (src/domain/session/account-data.ts).
   */
  account: 'account',
  /**
   * The first page of that account's history as the client area and the dashboard last drew it, as JSON: the page
   * script draws it in a private page's shell (src/lib/storage/history-preview.ts).
   */
  historyPreview: 'historyPreview',
  /** The visitor's language, as plain text: src/i18n/language.ts reads and judges it (no schema), the detector writes it. */
  language: 'i18nextLng',
} as const;

export const STORAGE_KEYS = {
  ...STARTUP_KEYS,
  pendingPlan: 'pendingPlan',
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
  /** The bot checkouts this browser saw come back, with their payment and, once approved, the trial's start. */
  botPayments: 'botPayments',
  /** The bot a Combo holder set up from this browser as the one the plan includes (no checkout for it). */
  includedBot: 'includedBot',
} as const;

/**
 * The IndexedDB databases the app keeps, named once: the customer's saved history
 * (src/domain/orders/history/saved-history.ts), deleted when the session ends.
 */
export const INDEXED_DATABASES = {
  history: 'history',
} as const;
