import { describe, expect, it } from 'vitest';
import { browserLanguageTag, decideLanguage } from './language';

describe('decideLanguage (SPEC §4)', () => {
  it('takes ?lng= first, loosely', () => {
    expect(decideLanguage({ query: 'en', local: 'pt-BR', browser: ['pt-BR'] })).toBe('en-US');
    expect(decideLanguage({ query: 'pt-PT', browser: ['en-US'] })).toBe('pt-BR');
    expect(decideLanguage({ query: 'fr', browser: ['en-US'] })).toBe('en-US');
  });

  it('counts a stored value only when it is exactly pt-BR or en-US', () => {
    expect(decideLanguage({ local: 'en-US', browser: ['pt-BR'] })).toBe('en-US');
    expect(decideLanguage({ cookie: 'en-US', local: 'pt-BR', browser: ['pt-BR'] })).toBe('en-US');
    expect(decideLanguage({ session: 'en-US', browser: ['pt-BR'] })).toBe('en-US');
    expect(decideLanguage({ local: 'en', browser: ['pt-BR'] })).toBe('pt-BR');
    expect(decideLanguage({ local: 'en-us', browser: ['fr-FR'] })).toBe('pt-BR');
  });

  it('otherwise lets the browser’s first language decide, anything else being pt-BR', () => {
    expect(decideLanguage({ browser: ['en-GB', 'pt-BR'] })).toBe('en-US');
    expect(decideLanguage({ browser: ['pt-PT'] })).toBe('pt-BR');
    expect(decideLanguage({ browser: ['fr-FR', 'en-US'] })).toBe('pt-BR');
    expect(decideLanguage({ browser: [] })).toBe('pt-BR');
    expect(decideLanguage({})).toBe('pt-BR');
  });
});

describe('browserLanguageTag', () => {
  it('reports the browser’s own first language, unmapped', () => {
    expect(browserLanguageTag(['fr-FR', 'en-US'])).toBe('fr-FR');
    expect(browserLanguageTag([])).toBeNull();
  });
});
