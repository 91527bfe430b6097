/**
 * The one place that records product events (SPEC §4: CTA clicks, lead
 * submit, logout, session expiry) and holds the visitor's cookie-consent
 * choice. Sinks (Google Analytics, the Meta pixel) subscribe here only once
 * the visitor accepts (src/features/consent); with no sink, events go nowhere.
 * Params never carry personal data (names, numbers, e-mails).
 */
import { env } from '@/config/env';
import { storage } from './storage';

export type AnalyticsEvent = 'cta_click' | 'lead_submit' | 'logout' | 'session_expired' | 'login' | 'begin_checkout';
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

/** The ids of the third-party trackers this build may load (after consent). */
export interface TrackerIds {
  gaId: string;
  metaPixelId: string;
}

export const trackerIds = (): TrackerIds => ({ gaId: env.gaId, metaPixelId: env.metaPixelId });

/** With no tracker configured there is nothing to consent to: no banner, nothing loaded. */
export const isAnalyticsConfigured = (ids: TrackerIds = trackerIds()): boolean => Boolean(ids.gaId || ids.metaPixelId);

export type ConsentChoice = 'accepted' | 'rejected';

const consentListeners = new Set<() => void>();

/** The remembered choice; anything else in storage reads as "not asked yet" (its schema is in storage.ts). */
export const getConsent = (): ConsentChoice | null => storage.consent.get();

export function setConsent(choice: ConsentChoice): void {
  storage.consent.set(choice);
  consentListeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: called whenever the choice changes. */
export function onConsentChange(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}
