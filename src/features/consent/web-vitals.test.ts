import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

const handlers: Partial<Record<Metric['name'], (metric: Metric) => void>> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => (handlers.LCP = report),
  onINP: (report: (metric: Metric) => void) => (handlers.INP = report),
  onCLS: (report: (metric: Metric) => void) => (handlers.CLS = report),
}));

const metric = (name: Metric['name'], value: number, delta = value): Metric =>
  ({ name, value, delta, rating: 'good', id: 'v5-1700000000000-123', entries: [], navigationType: 'navigate', navigationId: '1' }) as unknown as Metric;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('reportWebVitals', () => {
  it('sends LCP, INP and CLS with the page’s route, never an id or the query', async () => {
    // Loaded as an article (with a query), then moved on in the app.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/blog/como-criar-bot-vendas-ia?payment_id=123&utm_source=x' } as PerformanceNavigationTiming]);
    window.history.replaceState(null, '', '/plans');
    const { reportWebVitals } = await import('./web-vitals');
    const send = vi.fn();
    reportWebVitals(send);
    handlers.LCP?.(metric('LCP', 1834.6));
    handlers.INP?.(metric('INP', 96));
    handlers.CLS?.(metric('CLS', 0.0123));
    expect(send.mock.calls).toEqual([
      ['LCP', { value: 1835, metric_value: 1834.6, metric_delta: 1834.6, metric_rating: 'good', page_route: '/blog/:slug' }],
      ['INP', { value: 96, metric_value: 96, metric_delta: 96, metric_rating: 'good', page_route: '/blog/:slug' }],
      ['CLS', { value: 12, metric_value: 0.0123, metric_delta: 0.0123, metric_rating: 'good', page_route: '/blog/:slug' }],
    ]);
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/v5-|payment_id|123&|utm_source/);
  });
});
