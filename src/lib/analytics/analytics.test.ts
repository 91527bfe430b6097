import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, CONSENT_VERSION, getConsent, hasPrivateQuery, isAnalyticsConfigured, onConsentChange, recordTermsAcceptance, setConsent, track, trackableUrl } from './analytics';

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

  it('remembers the choice per category, with its version and time, and tells listeners', () => {
    expect(getConsent()).toBeNull();
    const listener = vi.fn();
    removers.push(onConsentChange(listener));
    setConsent({ analytics: true, marketing: false }, new Date('2026-11-24T12:00:00Z'));
    expect(getConsent()).toEqual({ version: CONSENT_VERSION, decidedAt: '2026-11-24T12:00:00.000Z', analytics: true, marketing: false });
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({ analytics: true, marketing: false });
    setConsent({ analytics: false, marketing: false });
    expect(getConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('asks again when the stored answer is for another version, or is not one', () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ version: CONSENT_VERSION - 1, decidedAt: '2026-01-01T00:00:00.000Z', analytics: true, marketing: true }));
    expect(getConsent()).toBeNull();
    // The single choice of earlier versions of the site.
    localStorage.setItem('cookieConsent', 'accepted');
    expect(getConsent()).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('keeps the terms accepted at registration with the consent record', () => {
    recordTermsAcceptance('2026-11-24', new Date('2026-11-24T10:00:00Z'));
    setConsent({ analytics: true, marketing: true }, new Date('2026-11-24T11:00:00Z'));
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({
      analytics: true,
      terms: { version: '2026-11-24', acceptedAt: '2026-11-24T10:00:00.000Z' },
    });
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
