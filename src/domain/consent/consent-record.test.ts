import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsent, onConsentChange, recordTermsAcceptance, setConsent, storedConsentRecord } from './consent-record';
import { CONSENT_VERSION, PRIVACY_VERSION, TERMS_VERSION } from './versions';

describe('the consent record', () => {
  const removers: Array<() => void> = [];
  afterEach(() => removers.splice(0).forEach((remove) => remove()));

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
    // Still kept, and handed back with the visitor's data, until they answer the current question.
    expect(storedConsentRecord()).toMatchObject({ version: CONSENT_VERSION - 1, analytics: true });
    // The single choice of earlier versions of the site.
    localStorage.setItem('cookieConsent', 'accepted');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getConsent()).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('keeps the terms and privacy policy accepted at registration, in their current versions, with the consent record', () => {
    recordTermsAcceptance(new Date('2026-11-24T10:00:00Z'));
    // Registering answers no cookie question: the banner still asks.
    expect(getConsent()).toBeNull();
    setConsent({ analytics: true, marketing: true }, new Date('2026-11-24T11:00:00Z'));
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({
      analytics: true,
      terms: { version: `terms ${TERMS_VERSION}; privacy ${PRIVACY_VERSION}`, acceptedAt: '2026-11-24T10:00:00.000Z' },
    });
  });
});
