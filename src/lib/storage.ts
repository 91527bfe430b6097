/**
 * The only module that touches Web Storage. Every key the app uses is named
 * here once. Reading never throws: unavailable storage (private mode, blocked
 * cookies) or corrupt JSON yields the default; writing failures (quota) are
 * swallowed so the page keeps working.
 */

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not kept.
  }
}

function removeRaw(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}

export interface StoredItem<T> {
  readonly key: string;
  get(): T;
  set(value: T): void;
  remove(): void;
}

/** A plain string value (the token, the pending plan). Empty strings read as null. */
function textItem(which: Area, key: string): StoredItem<string | null> {
  return {
    key,
    get: () => readRaw(which, key) || null,
    set: (value) => (value ? writeRaw(which, key, value) : removeRaw(which, key)),
    remove: () => removeRaw(which, key),
  };
}

/** A boolean flag stored as '1'. */
function flagItem(which: Area, key: string): StoredItem<boolean> {
  return {
    key,
    get: () => readRaw(which, key) === '1',
    set: (value) => (value ? writeRaw(which, key, '1') : removeRaw(which, key)),
    remove: () => removeRaw(which, key),
  };
}

/**
 * A JSON value. `isValid` guards the shape: anything else (corrupt JSON,
 * a value written by an older version) reads as null.
 */
function jsonItem<T>(which: Area, key: string, isValid: (value: unknown) => value is T): StoredItem<T | null> {
  return {
    key,
    get: () => {
      const text = readRaw(which, key);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      if (value === null || value === undefined) {
        removeRaw(which, key);
        return;
      }
      try {
        writeRaw(which, key, JSON.stringify(value));
      } catch {
        // Values that cannot be serialised are not kept.
      }
    },
    remove: () => removeRaw(which, key),
  };
}

/** Accepts any plain object; features narrow further where they read it. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Key names, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  pendingPlan: 'pendingPlan',
  /** Owned by i18next-browser-languagedetector; named here so it is written nowhere else. */
  language: 'i18nextLng',
  consent: 'cookieConsent',
  savedTrial: 'trialData',
  demoBackend: 'demoBackend',
  signupChoice: 'signupChoice',
  generationTriggered: 'generationTriggered',
  serviceForm: 'serviceForm',
  wizardState: 'serviceWizardState',
  continueToPayment: 'continueToPayment',
  continueToAutomation: 'continueToAutomation',
  automationForm: 'automationForm',
  leadForms: 'leadForms',
  utm: 'utmParams',
  loginForm: 'loginForm',
} as const;

/** localStorage: survives tabs and the payment redirect. */
export const storage = {
  token: textItem('local', STORAGE_KEYS.token),
  pendingPlan: textItem('local', STORAGE_KEYS.pendingPlan),
  language: textItem('local', STORAGE_KEYS.language),
  /** The analytics consent choice: 'accepted' | 'rejected'. */
  consent: textItem('local', STORAGE_KEYS.consent),
  /** Saved trial data after an automation request (SPEC §3). */
  savedTrial: jsonItem('local', STORAGE_KEYS.savedTrial, isRecord),
  /** Snapshot of the embedded demo backend, so it survives full-page redirects. */
  demoBackend: jsonItem('local', STORAGE_KEYS.demoBackend, isRecord),
  /** What /signup was opened for (a bot or a plan). */
  signupChoice: jsonItem('local', STORAGE_KEYS.signupChoice, isRecord),
  /** Payment ids whose generation was already triggered: never twice, also across reloads. */
  generationTriggered: jsonItem('local', STORAGE_KEYS.generationTriggered, (v): v is string[] =>
    Array.isArray(v) && v.every((x) => typeof x === 'string'),
  ),
};

/** sessionStorage: this tab's work in progress. */
export const session = {
  /** A language a host page may have put in sessionStorage (SPEC §9 detection order). */
  language: textItem('session', STORAGE_KEYS.language),
  /** 'Reutilizar' from the history: previous prompt, service name and type. */
  serviceForm: jsonItem('session', STORAGE_KEYS.serviceForm, isRecord),
  /** The service wizard: step, service, briefing. */
  wizardState: jsonItem('session', STORAGE_KEYS.wizardState, isRecord),
  continueToPayment: flagItem('session', STORAGE_KEYS.continueToPayment),
  continueToAutomation: flagItem('session', STORAGE_KEYS.continueToAutomation),
  /** The automation form, kept across login. */
  automationForm: jsonItem('session', STORAGE_KEYS.automationForm, isRecord),
  /** Landing lead forms in progress, by form id. */
  leadForms: jsonItem('session', STORAGE_KEYS.leadForms, isRecord),
  /** UTM parameters of the landing URL, kept for the rest of the visit. */
  utm: jsonItem('session', STORAGE_KEYS.utm, isRecord),
  /** The login screen in progress: typed e-mail, mode and where to return (never the password). */
  loginForm: jsonItem('session', STORAGE_KEYS.loginForm, isRecord),
};
