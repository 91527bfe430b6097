/**
 * The one place that records product events (CTA clicks, lead submit, logout,
 * session expiry: docs/product/marketing.md#consent-aware-analytics) and page views.
 * Sinks (Google Analytics, the Meta pixel) subscribe here only once the
 * visitor accepts their category (src/features/consent, from the choice src/domain/consent keeps);
 * with no sink, events go nowhere. Params never carry personal data, and page URLs never carry a
 * query value other than UTM parameters (payment ids, tokens, e-mails).
 */
import { isUtmField } from '@/config/campaign';
import { env } from '@/config/env';

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
