import { describe, expect, it } from 'vitest';
import { CONSENT_DECIDED_FOR_PRIVACY_VERSION, PRIVACY_VERSION } from './versions';

describe('when consent is asked again', () => {
  // A new privacy policy may change what the cookie banner asks about: whoever dates it decides CONSENT_VERSION too.
  it('has decided the cookie question’s version for the current privacy policy', () => {
    expect(CONSENT_DECIDED_FOR_PRIVACY_VERSION).toBe(PRIVACY_VERSION);
  });
});
