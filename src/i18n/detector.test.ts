import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_SCRIPT } from './bootstrap-script';
import { detectLanguage, i18n } from './index';

/** The browser's state for one case: the address's query, stored values, the browser's languages. */
interface Case {
  query?: string;
  cookie?: string;
  local?: string;
  session?: string;
  browser: string[];
}

function arrange({ query = '', cookie, local, session, browser }: Case) {
  window.history.replaceState(null, '', `/${query}`);
  if (cookie) document.cookie = `i18next=${cookie}; path=/`;
  if (local) localStorage.setItem('i18nextLng', local);
  if (session) sessionStorage.setItem('i18nextLng', session);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
}

const CASES: [string, Case, 'pt-BR' | 'en-US'][] = [
  ['?lng= loosely, before storage', { query: '?lng=en', local: 'pt-BR', browser: ['pt-BR'] }, 'en-US'],
  ['?lng=pt-PT', { query: '?utm_source=x&lng=pt-PT', browser: ['en-US'] }, 'pt-BR'],
  ['an encoded ?lng=, as the head script reads it', { query: '?lng=en%2DUS', local: 'pt-BR', browser: ['pt-BR'] }, 'en-US'],
  ['an unknown ?lng= falls through', { query: '?lng=fr', browser: ['en-GB'] }, 'en-US'],
  ['the cookie, exactly', { cookie: 'en-US', local: 'pt-BR', browser: ['pt-BR'] }, 'en-US'],
  ['a stored en-US', { local: 'en-US', browser: ['pt-BR'] }, 'en-US'],
  ['sessionStorage', { session: 'en-US', browser: ['pt-BR'] }, 'en-US'],
  ['a stored "en" does not count', { local: 'en', browser: ['pt-BR', 'en-US'] }, 'pt-BR'],
  ['a stored "en-us" does not count', { local: 'en-us', browser: ['fr-FR'] }, 'pt-BR'],
  ['the first browser language decides', { browser: ['en-GB', 'pt-BR'] }, 'en-US'],
  ['only the first: [fr-FR, en-US] reads Portuguese', { browser: ['fr-FR', 'en-US'] }, 'pt-BR'],
  ['pt-PT', { browser: ['pt-PT'] }, 'pt-BR'],
  ['no language at all', { browser: [] }, 'pt-BR'],
];

beforeEach(() => {
  // Each case starts from a browser with nothing stored (the detector caches its choice).
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; path=/; max-age=0';
  document.documentElement.removeAttribute('data-render');
});

describe('i18next-browser-languagedetector, configured for SPEC §4', () => {
  it('is the language detector i18next uses', () => {
    expect(i18n.services.languageDetector).toBeInstanceOf(LanguageDetector);
  });

  it.each(CASES)('decides as i18next starts: %s', async (_case, state, expected) => {
    arrange(state);
    // No language given: i18next asks its detector, as it does on start.
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe(expected);
    // And keeps the choice in localStorage for the next visit and the head script.
    expect(localStorage.getItem('i18nextLng')).toBe(expected);
  });

  it.each(CASES)('agrees with the inline head script of prerendered pages: %s', (_case, state, expected) => {
    arrange(state);
    document.documentElement.lang = '';
    new Function(BOOTSTRAP_SCRIPT)();
    expect(document.documentElement.lang).toBe(expected);
    expect(detectLanguage()).toBe(expected);
  });
});
