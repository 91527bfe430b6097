/**
 * The visitor's cookie choice and the documents accepted at registration, as this browser keeps them
 * (localStorage cookieConsent, schema ./consent-schema.ts). The consent feature asks and starts the
 * trackers from it; registration records the terms here; "Meus dados" exports it.
 */
import { onDemandSchemaItem, STORAGE_KEYS, whenStorageChecked } from '@/lib/storage/storage';
import type { ConsentRecord, ConsentSchema } from './consent-schema';
import { CONSENT_VERSION, PRIVACY_VERSION, TERMS_VERSION } from './versions';

export type { ConsentRecord };

export interface ConsentChoice {
  /** Google Analytics: visit statistics. */
  analytics: boolean;
  /** The Meta pixel: ad measurement and audiences. */
  marketing: boolean;
}

const stored = onDemandSchemaItem<ConsentSchema>('local', STORAGE_KEYS.consent, 'json');

const listeners = new Set<() => void>();
/** The last answer read, so useSyncExternalStore gets the same object while the stored one is unchanged. */
let cached: { key: string; record: ConsentRecord | null } = { key: 'null', record: null };
const notify = () => listeners.forEach((listener) => listener());

/** The stored answer to the current cookie question (CONSENT_VERSION), or null when the visitor has not answered it. */
export function getConsent(): ConsentRecord | null {
  const record = stored.get();
  const current = record && record.version === CONSENT_VERSION ? record : null;
  const key = JSON.stringify(current);
  if (key !== cached.key) cached = { key, record: current };
  return cached.record;
}

/** Everything kept, whatever question it answered: what "Meus dados" hands back. */
export const storedConsentRecord = (): ConsentRecord | null => stored.get();

export function setConsent(choice: ConsentChoice, now = new Date()): void {
  const terms = stored.get()?.terms;
  stored.set({ version: CONSENT_VERSION, decidedAt: now.toISOString(), analytics: choice.analytics, marketing: choice.marketing, ...(terms && { terms }) });
  notify();
}

/**
 * The terms and privacy policy accepted at registration, in their current versions, kept with the cookie choice
 * (LGPD: proof of consent; the API's /register takes only e-mail and password).
 */
export function recordTermsAcceptance(now = new Date()): void {
  const current = stored.get();
  const base = current ?? { version: 0, decidedAt: now.toISOString(), analytics: false, marketing: false };
  stored.set({ ...base, terms: { version: `terms ${TERMS_VERSION}; privacy ${PRIVACY_VERSION}`, acceptedAt: now.toISOString() } });
  notify();
}

/** For useSyncExternalStore: called whenever the choice changes, here or in another tab. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab's answer is read through its schema, which this tab may not have loaded yet.
    if (event.key === STORAGE_KEYS.consent || event.key === null) whenStorageChecked(listener);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
