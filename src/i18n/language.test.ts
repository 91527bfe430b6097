import { describe, expect, it } from 'vitest';
import { browserLanguageTag, cookieLanguage, decideLanguage, queryLanguages, type LanguageSources } from './language';

const decide = (sources: Partial<LanguageSources>) => decideLanguage({ query: [], cookie: null, local: null, session: null, browser: [], ...sources });

describe('decideLanguage (docs/product/languages.md#how-the-language-is-chosen)', () => {
  it('takes ?lng= first, loosely, the last one that names a language', () => {
    expect(decide({ query: ['en'], local: 'pt-BR', browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['pt-PT'], browser: ['en-US'] })).toBe('pt-BR');
    expect(decide({ query: [' en '], browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['EN_gb'], browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['pt', 'en'], browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['en', ''], browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['en', 'xx'], browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ query: ['fr'], browser: ['en-US'] })).toBe('en-US');
    expect(decide({ query: ['english'], browser: ['pt-BR'] })).toBe('pt-BR');
  });

  it('counts a stored value only when it names pt-BR or en-US (case and spaces aside)', () => {
    expect(decide({ local: 'en-US', browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ local: ' EN-us ', browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ cookie: 'en-US', local: 'pt-BR', browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ session: 'en-US', browser: ['pt-BR'] })).toBe('en-US');
    expect(decide({ local: 'en', browser: ['pt-BR'] })).toBe('pt-BR');
    expect(decide({ local: 'en-GB', browser: ['fr-FR'] })).toBe('pt-BR');
    expect(decide({ cookie: 'de', local: 'en-US', browser: ['pt-BR'] })).toBe('en-US');
  });

  it('otherwise lets the browser’s first language decide, anything else being pt-BR', () => {
    expect(decide({ browser: ['en-GB', 'pt-BR'] })).toBe('en-US');
    expect(decide({ browser: ['pt-PT'] })).toBe('pt-BR');
    expect(decide({ browser: ['fr-FR', 'en-US'] })).toBe('pt-BR');
    expect(decide({ browser: [] })).toBe('pt-BR');
    expect(decide({})).toBe('pt-BR');
  });
});

describe('reading the address and the cookie', () => {
  it('reads every lng of the query, decoded, never throwing on malformed encoding', () => {
    expect(queryLanguages('?lng=%20en', '')).toEqual([' en']);
    expect(queryLanguages('?lng=en%2DUS&utm_source=x', '')).toEqual(['en-US']);
    expect(queryLanguages('?lng=en&lng', '')).toEqual(['en', '']);
    expect(queryLanguages('?lng=%E0', '')).toEqual(['\uFFFD']);
    expect(queryLanguages('?lng=en+', '')).toEqual(['en ']);
  });

  it('reads a query inside the hash only when the address has none', () => {
    expect(queryLanguages('', '#?lng=en')).toEqual(['en']);
    expect(queryLanguages('?utm_source=x', '#?lng=en')).toEqual([]);
    expect(queryLanguages('', '#faq')).toEqual([]);
  });

  it('decodes the i18next cookie when it can', () => {
    expect(cookieLanguage('a=1; i18next=en%2DUS; b=2')).toBe('en-US');
    expect(cookieLanguage('i18next=%E0')).toBe('%E0');
    expect(cookieLanguage('other=en-US')).toBeNull();
    expect(cookieLanguage('')).toBeNull();
  });
});

describe('browserLanguageTag', () => {
  it('reports the browser’s own first language, unmapped', () => {
    expect(browserLanguageTag(['fr-FR', 'en-US'])).toBe('fr-FR');
    expect(browserLanguageTag([])).toBeNull();
  });
});
