/**
 * The only module that touches Web Storage. Every key is named once in
 * STORAGE_KEYS and declared once, with the valibot schema its value must match:
 * here for keys several layers share, in the owning feature (through
 * `schemaItem`) for a key only that feature reads and writes.
 *
 * Reading never throws and never casts: a value that is not valid JSON or does
 * not match its schema is logged once (`console.warn`, naming the key, never the
 * value), removed, and read as null. Storage that throws (Safari private mode,
 * blocked cookies, a full quota) keeps the tab working on an in-memory copy.
 */
import * as v from 'valibot';
import { PLAN_IDS } from '@/config/constants';

type Area = 'local' | 'session';

/** Values whose storage refused them, for the rest of this page's life. */
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(which: Area, key: string): string | null {
  const kept = memory[which].get(key);
  if (kept !== undefined) return kept;
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(which: Area, key: string, value: string): void {
  try {
    const target = area(which);
    if (!target) throw new Error('storage unavailable');
    target.setItem(key, value);
    memory[which].delete(key);
  } catch {
    // Quota exceeded or storage disabled: this tab keeps the value in memory.
    memory[which].set(key, value);
  }
}

function removeRaw(which: Area, key: string): void {
  memory[which].delete(key);
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}

/**
 * What may be written: the schema's output with literal strings widened, so
 * callers holding loosely typed data can store it; the schema judges it on read.
 */
type Writable<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Writable<U>[]
    : T extends object
      ? { [K in keyof T]: Writable<T[K]> }
      : T;

export interface StoredItem<T> {
  readonly key: string;
  /** The stored value, or null when there is none or it was invalid (then it is also removed). */
  get(): T | null;
  set(value: Writable<T> | null | undefined): void;
  remove(): void;
}

/** The schema's output type of a stored item. */
type StoredValue<I> = I extends StoredItem<infer T> ? T : never;

function dropInvalid(which: Area, key: string, reason: string): null {
  console.warn(`Ignoring the stored "${key}" (${which}Storage): ${reason}. It was removed.`);
  removeRaw(which, key);
  return null;
}

/**
 * A value kept under `key` and checked against `schema` on every read. `json`
 * values are serialised; `text` values are stored as the bare string (the
 * token, the plan id: the format other code and older versions already use).
 */
export function schemaItem<S extends v.GenericSchema>(which: Area, key: string, schema: S, format: 'json' | 'text' = 'json'): StoredItem<v.InferOutput<S>> {
  return {
    key,
    get: () => {
      const text = readRaw(which, key);
      if (text === null) return null;
      let value: unknown = text;
      if (format === 'json') {
        try {
          value = JSON.parse(text);
        } catch {
          return dropInvalid(which, key, 'not valid JSON');
        }
      }
      const result = v.safeParse(schema, value);
      if (result.success) return result.output;
      const where = result.issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.') || 'value').join(', ');
      return dropInvalid(which, key, `unexpected shape at ${where}`);
    },
    set: (value) => {
      if (value === null || value === undefined || value === '') {
        removeRaw(which, key);
        return;
      }
      try {
        writeRaw(which, key, format === 'json' ? JSON.stringify(value) : String(value));
      } catch {
        // Values that cannot be serialised are not kept.
      }
    },
    remove: () => removeRaw(which, key),
  };
}

/** A flag stored as '1' (any other value reads as false, and is dropped). */
function flagItem(which: Area, key: string) {
  const item = schemaItem(which, key, v.picklist(['1']), 'text');
  return {
    key,
    get: () => item.get() === '1',
    set: (on: boolean) => (on ? item.set('1') : item.remove()),
    remove: item.remove,
  };
}

/** Key names, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  pendingPlan: 'pendingPlan',
  /** The visitor's language: written by the i18n detector (src/i18n/index.ts), read by SPEC §4's decision and the inline bootstrap script. */
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
  utm: 'utmParams',
  loginForm: 'loginForm',
  /** The Google sign-in this tab started (a one-time nonce with its time). */
  googleSignIn: 'googleSignIn',
  checkoutPlan: 'checkoutPlan',
} as const;

/** What a logout keeps: the visitor's language and cookie choice, the demo backend's data and the single-generation guards. */
const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set([
  STORAGE_KEYS.language,
  STORAGE_KEYS.consent,
  STORAGE_KEYS.demoBackend,
  STORAGE_KEYS.generationTriggered,
  STORAGE_KEYS.generationClaims,
]);

/**
 * Logout ends the journey: the token and every key of work in progress (pending
 * plan, forms, wizard, continue flags, saved trial...) go, in both storages, so
 * the next person on this computer does not inherit a checkout. Keys added to
 * STORAGE_KEYS later are cleared too unless listed in KEPT_ON_LOGOUT.
 */
export function endJourney(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (KEPT_ON_LOGOUT.has(key)) continue;
    removeRaw('local', key);
    removeRaw('session', key);
  }
}

const text = v.string();
/** What /signup was opened for: a bot, or a plan. */
const signupChoiceSchema = v.union([
  v.object({ kind: v.picklist(['bot']), bot: v.picklist(['discord', 'whatsapp']) }),
  v.object({ kind: v.picklist(['plan']), plan: v.picklist(PLAN_IDS) }),
]);

/** 'Reutilizar' from the history: the previous prompt, service name and type. */
const serviceFormSchema = v.object({
  prompt: v.nullish(text, ''),
  service_name: v.pipe(
    text,
    v.check((name) => name.trim() !== ''),
    v.transform((name) => name.trim()),
  ),
  service_type: v.nullish(text, ''),
});

/**
 * The visitor's cookie choice (LGPD): one answer per category, the consent
 * version it answered (a new version asks again) and when; the terms and privacy
 * policy accepted at registration are recorded with it.
 */
const consentSchema = v.object({
  version: v.number(),
  /** ISO timestamp. */
  decidedAt: text,
  analytics: v.boolean(),
  marketing: v.boolean(),
  terms: v.optional(v.object({ version: text, acceptedAt: text })),
});
/** The plan whose checkout this tab left for, and when: read on the way back to say what comes next. */
const checkoutPlanSchema = v.object({ plan: v.picklist(PLAN_IDS), at: v.number() });

/** localStorage: survives tabs and the payment redirect. */
export const storage = {
  token: schemaItem('local', STORAGE_KEYS.token, v.pipe(text, v.nonEmpty()), 'text'),
  pendingPlan: schemaItem('local', STORAGE_KEYS.pendingPlan, v.picklist(PLAN_IDS), 'text'),
  /** The cookie choice per category, with the version of the policy it answered and when (lib/analytics.ts). */
  consent: schemaItem('local', STORAGE_KEYS.consent, consentSchema),
  signupChoice: schemaItem('local', STORAGE_KEYS.signupChoice, signupChoiceSchema),
  /** Written by the i18n detector; read by SPEC §4's language decision (any text: src/i18n/language.ts judges it). */
  language: schemaItem('local', STORAGE_KEYS.language, text, 'text'),
};

/** sessionStorage: this tab's work in progress. */
export const session = {
  /** A language a host page may have put in sessionStorage (SPEC §9 detection order). */
  language: schemaItem('session', STORAGE_KEYS.language, text, 'text'),
  serviceForm: schemaItem('session', STORAGE_KEYS.serviceForm, serviceFormSchema),
  continueToPayment: flagItem('session', STORAGE_KEYS.continueToPayment),
  continueToAutomation: flagItem('session', STORAGE_KEYS.continueToAutomation),
  /** Set just before a plan checkout's redirect (lib/subscribe.ts); /payment-success reads it on the return. */
  checkoutPlan: schemaItem('session', STORAGE_KEYS.checkoutPlan, checkoutPlanSchema),
};

export type SignupChoice = StoredValue<typeof storage.signupChoice>;
export type ConsentRecord = StoredValue<typeof storage.consent>;
