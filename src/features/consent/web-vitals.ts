import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { routePattern } from '@/config/routes';

/** What a Core Web Vitals event carries: the figure and the page's route, never an id or a query. */
export type WebVitalParams = { value: number; metric_value: number; metric_delta: number; metric_rating: string; page_route: string };

/**
 * The visitors' own Core Web Vitals (LCP, INP, CLS), measured by Google's
 * web-vitals library on their phones, as Google Analytics events named after
 * each metric (docs/performance.md says where to read them). Loaded by the
 * trackers, so only once the visitor has accepted analytics, never with a
 * first visit's JavaScript.
 */
export function reportWebVitals(send: (name: Metric['name'], params: WebVitalParams) => void): void {
  // The page this document loaded as (the figures describe its load), not where the visitor has moved since.
  const loaded = performance.getEntriesByType('navigation')[0]?.name ?? window.location.href;
  const page_route = routePattern(new URL(loaded, window.location.href).pathname);
  const report = (metric: Metric) =>
    send(metric.name, {
      // GA sums `value` as an integer: CLS, a small fraction, in thousandths.
      value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      page_route,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
}
