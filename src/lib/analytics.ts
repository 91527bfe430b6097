/**
 * The one place that records product events (SPEC §4: CTA clicks, lead
 * submit, logout, session expiry). Sinks (Google Analytics, the Meta pixel)
 * subscribe here once the visitor consents; with no sink, events go nowhere.
 */

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
