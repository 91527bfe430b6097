import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, getConsent, isAnalyticsConfigured, onConsentChange, setConsent, track } from './analytics';

describe('analytics', () => {
  const removers: Array<() => void> = [];
  afterEach(() => removers.splice(0).forEach((remove) => remove()));

  it('goes nowhere without a sink', () => {
    expect(() => track('cta_click', { cta: 'hero' })).not.toThrow();
  });

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

  it('remembers the consent choice and tells listeners', () => {
    expect(getConsent()).toBeNull();
    const listener = vi.fn();
    removers.push(onConsentChange(listener));
    setConsent('accepted');
    expect(getConsent()).toBe('accepted');
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    setConsent('rejected');
    expect(getConsent()).toBe('rejected');
    expect(listener).toHaveBeenCalledTimes(2);
    localStorage.setItem('cookieConsent', 'maybe');
    expect(getConsent()).toBeNull();
  });

  it('is configured only when a tracker id exists', () => {
    expect(isAnalyticsConfigured({ gaId: '', metaPixelId: '' })).toBe(false);
    expect(isAnalyticsConfigured({ gaId: 'G-X', metaPixelId: '' })).toBe(true);
    expect(isAnalyticsConfigured({ gaId: '', metaPixelId: '123' })).toBe(true);
  });
});
