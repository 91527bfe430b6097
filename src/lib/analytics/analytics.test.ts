import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, hasPrivateQuery, isAnalyticsConfigured, track, trackableUrl } from './analytics';

describe('analytics', () => {
  const removers: Array<() => void> = [];
  afterEach(() => removers.splice(0).forEach((remove) => remove()));

  // With no sink left, an event goes nowhere (and tracking it does not throw).
  it('records events through every sink and stops after removal', () => {
    const events: unknown[] = [];
    const remove = addAnalyticsSink((event, params) => events.push([event, params]));
    track('lead_submit', { source: 'whatsapp_bot' });
    remove();
    track('logout');
    expect(events).toEqual([['lead_submit', { source: 'whatsapp_bot' }]]);
  });

  it('keeps delivering when one sink throws', () => {
    const seen = vi.fn();
    removers.push(addAnalyticsSink(() => { throw new Error('third-party script broke'); }));
    removers.push(addAnalyticsSink(seen));
    track('session_expired');
    expect(seen).toHaveBeenCalledWith('session_expired', {});
  });

  it('shows trackers an address with only its UTM parameters', () => {
    expect(trackableUrl('https://www.iagencia.com.br/agency?payment=processing&payment_id=123&utm_source=ig#x')).toBe('https://www.iagencia.com.br/agency?utm_source=ig');
    expect(trackableUrl('https://www.iagencia.com.br/login?token=abc&email=a%40b.c')).toBe('https://www.iagencia.com.br/login');
    expect(hasPrivateQuery('https://www.iagencia.com.br/blog?utm_campaign=x')).toBe(false);
    expect(hasPrivateQuery('https://www.iagencia.com.br/payments/pendente?payment_id=1')).toBe(true);
  });

  it('is configured only when a tracker id exists', () => {
    expect(isAnalyticsConfigured({ gaId: '', metaPixelId: '' })).toBe(false);
    expect(isAnalyticsConfigured({ gaId: 'G-X', metaPixelId: '' })).toBe(true);
    expect(isAnalyticsConfigured({ gaId: '', metaPixelId: '123' })).toBe(true);
  });
});
