/**
 * The one place that records product events (CTA clicks, lead submit, logout,
 * session expiry: docs/product/marketing.md#consent-aware-analytics), page views, and the visitor's cookie choice.
 * Sinks (Google Analytics, the Meta pixel) subscribe here only once the
 * visitor accepts their category (src/features/consent); with no sink, events
 * go nowhere. Params never carry personal data, and page URLs never carry a
 * query value other than UTM parameters (payment ids, tokens, e-mails).
 */
import { isUtmField } from '@/config/campaign';
import { env } from '@/config/env';
import { persistent, STORAGE_KEYS, whenStorageChecked, type ConsentRecord } from '@/lib/storage/storage';

export type AnalyticsEvent = 'cta_click' | 'lead_submit' | 'logout' | 'session_expired' | 'login' | 'begin_checkout' | 'page_view';
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsSink = (event: AnalyticsEvent, params: AnalyticsParams) => void;

const sinks = new Set<AnalyticsSink>();

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  sinks.forEach((sink) => {
    try {
      sink(event, params);
    } catch {
      // A broken third-party script must never break the product.
    }
  });
}

export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** An address as trackers may see it: origin and path, plus UTM parameters only; no fragment. */
export function trackableUrl(href: string): string {
  try {
    const url = new URL(href);
    const kept = new URLSearchParams();
    url.searchParams.forEach((value, name) => {
      if (isUtmField(name)) kept.append(name, value);
    });
    const search = kept.toString();
    return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
  } catch {
    return '';
  }
}

/** Whether an address carries anything trackers must not read (a tracker that reads the location itself is then not called). */
export const hasPrivateQuery = (href: string): boolean => trackableUrl(href) !== href.split('#')[0];

let lastPage = '';

/** A page view of the current address (the layout calls it on every navigation). */
export function trackPageView(href = window.location.href, referrer = document.referrer): void {
  const page = trackableUrl(href);
  track('page_view', { page_location: page, page_referrer: lastPage || trackableUrl(referrer) || undefined, page_path: new URL(page).pathname });
  lastPage = page;
}

/** The ids of the third-party trackers this build may load (after consent). */
export interface TrackerIds {
  gaId: string;
  metaPixelId: string;
}

export const trackerIds = (): TrackerIds => ({ gaId: env.gaId, metaPixelId: env.metaPixelId });

/** With no tracker configured there is nothing to consent to: no banner, nothing loaded. */
export const isAnalyticsConfigured = (ids: TrackerIds = trackerIds()): boolean => Boolean(ids.gaId || ids.metaPixelId);

/**
 * The version of the consent question (categories, trackers, purposes). A stored
 * answer to an older version counts as no answer: the banner asks again.
 */
export const CONSENT_VERSION = 2;

export interface ConsentChoice {
  /** Google Analytics: visit statistics. */
  analytics: boolean;
  /** The Meta pixel: ad measurement and audiences. */
  marketing: boolean;
}

const consentListeners = new Set<() => void>();
/** The last answer read, so useSyncExternalStore gets the same object while the stored one is unchanged. */
let cached: { key: string; record: ConsentRecord | null } = { key: 'null', record: null };
const notify = () => consentListeners.forEach((listener) => listener());

/** The stored answer to the current consent version, or null when the visitor has not answered it. */
export function getConsent(): ConsentRecord | null {
  const stored = persistent.consent.get();
  const record = stored && stored.version === CONSENT_VERSION ? stored : null;
  const key = JSON.stringify(record);
  if (key !== cached.key) cached = { key, record };
  return cached.record;
}

export function setConsent(choice: ConsentChoice, now = new Date()): void {
  const terms = persistent.consent.get()?.terms;
  persistent.consent.set({ version: CONSENT_VERSION, decidedAt: now.toISOString(), analytics: choice.analytics, marketing: choice.marketing, ...(terms && { terms }) });
  notify();
}

/** The terms and privacy policy accepted at registration, kept with the consent record (LGPD: proof of consent). */
export function recordTermsAcceptance(version: string, now = new Date()): void {
  const current = persistent.consent.get();
  const base = current ?? { version: 0, decidedAt: now.toISOString(), analytics: false, marketing: false };
  persistent.consent.set({ ...base, terms: { version, acceptedAt: now.toISOString() } });
  notify();
}

/** For useSyncExternalStore: called whenever the choice changes, here or in another tab. */
export function onConsentChange(listener: () => void): () => void {
  consentListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab's answer is read through its schema, which this tab may not have loaded yet.
    if (event.key === STORAGE_KEYS.consent || event.key === null) whenStorageChecked(listener);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    consentListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
