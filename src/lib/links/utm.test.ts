import { describe, expect, it } from 'vitest';
import { captureUtm, readUtm, utmFromSearch } from './utm';

describe('utm', () => {
  it('reads the five parameters, null when absent, trimmed', () => {
    expect(utmFromSearch('?utm_source=%20instagram%20&utm_campaign=black-friday&x=1')).toEqual({
      utm_source: 'instagram',
      utm_medium: null,
      utm_campaign: 'black-friday',
      utm_term: null,
      utm_content: null,
    });
    expect(utmFromSearch('?x=1&utm_source=')).toBeNull();
  });

  it('keeps the campaign for the visit and lets a later campaign replace it', () => {
    expect(readUtm()).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
    captureUtm('?utm_source=google&utm_medium=cpc&utm_term=bot%20whatsapp');
    captureUtm('?ref=menu');
    expect(readUtm()).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_term: 'bot whatsapp', utm_campaign: null });
    expect(JSON.parse(sessionStorage.getItem('utmParams') ?? '{}')).toMatchObject({ utm_source: 'google' });
    captureUtm('?utm_source=facebook');
    expect(readUtm()).toMatchObject({ utm_source: 'facebook', utm_medium: null, utm_term: null });
  });

  it('ignores corrupt stored values', () => {
    sessionStorage.setItem('utmParams', JSON.stringify({ utm_source: 42, utm_medium: 'email' }));
    expect(readUtm()).toMatchObject({ utm_source: null, utm_medium: 'email' });
    sessionStorage.setItem('utmParams', '{broken');
    expect(readUtm().utm_medium).toBeNull();
  });
});
