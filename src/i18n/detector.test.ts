import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './index';

/**
 * The head script (src/startup/head.ts) and i18next's detector decide the
 * language with the same function: for any address, cookie or stored value,
 * the language a page is painted in is the language the app keeps. The cases
 * are the odd inputs a visitor or a link can bring. The browser test
 * (tests/e2e/smoke/language-parity.spec.ts) walks the same kind of table on
 * prerendered pages with the compiled script.
 */
interface Case {
  url?: string;
  cookie?: string;
  local?: string;
  session?: string;
  browser?: string[];
}

const CASES: [string, Case, 'pt-BR' | 'en-US'][] = [
  ['?lng= loosely, before storage', { url: '/?lng=en', local: 'pt-BR' }, 'en-US'],
  ['?lng= with a leading space', { url: '/?lng=%20en' }, 'en-US'],
  ['?lng= with a trailing space', { url: '/?lng=en%20' }, 'en-US'],
  ['a plus as a space', { url: '/?lng=en+' }, 'en-US'],
  ['a repeated ?lng= with an empty last one', { url: '/?lng=en&lng' }, 'en-US'],
  ['an empty ?lng= then a language', { url: '/?lng=&lng=en-US' }, 'en-US'],
  ['malformed percent-encoding', { url: '/?lng=%E0', local: 'en-US' }, 'en-US'],
  ['malformed percent-encoding, nothing else', { url: '/?lng=%E0' }, 'pt-BR'],
  ['an encoded ?lng=', { url: '/?lng=en%2DUS', local: 'pt-BR' }, 'en-US'],
  ['mixed case', { url: '/?lng=EN-us' }, 'en-US'],
  ['an unknown ?lng= falls through', { url: '/?lng=fr', browser: ['en-GB'] }, 'en-US'],
  ['?lng= inside the hash', { url: '/#?lng=en' }, 'en-US'],
  ['an encoded cookie', { cookie: 'en%2DUS', local: 'pt-BR' }, 'en-US'],
  ['a malformed cookie', { cookie: '%E0', local: 'en-US' }, 'en-US'],
  ['a stored value with spaces', { local: ' en-US ' }, 'en-US'],
  ['a stored value in another case', { local: 'EN-US' }, 'en-US'],
  ['a stored "en" does not count', { local: 'en', browser: ['pt-BR', 'en-US'] }, 'pt-BR'],
  ['an unknown stored language', { local: 'de-DE', browser: ['en-US'] }, 'en-US'],
  ['sessionStorage', { session: 'en-US' }, 'en-US'],
  ['the first browser language decides', { browser: ['en-GB', 'pt-BR'] }, 'en-US'],
  ['only the first: [fr-FR, en-US] reads Portuguese', { browser: ['fr-FR', 'en-US'] }, 'pt-BR'],
  ['no language at all', { browser: [] }, 'pt-BR'],
];

function arrange({ url = '/', cookie, local, session, browser = ['pt-BR'] }: Case) {
  window.history.replaceState(null, '', url);
  if (cookie) document.cookie = `i18next=${cookie}; path=/`;
  if (local) localStorage.setItem('i18nextLng', local);
  if (session) sessionStorage.setItem('i18nextLng', session);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
}

/** Runs the head script as a page's <head> would, once. */
async function runHeadScript() {
  vi.resetModules();
  await import('@/startup/head');
}

beforeEach(() => {
  // What the test setup's own switch to pt-BR kept (storage and the cookie) is not a visitor's choice.
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; path=/; max-age=0';
  document.documentElement.removeAttribute('data-render');
  document.documentElement.lang = 'pt-BR';
});

describe('the language of a page: painted by the head script, kept by i18next', () => {
  it('i18next detects with i18next-browser-languagedetector, through our visitorLanguage detector alone', () => {
    expect(i18n.services.languageDetector).toBeInstanceOf(LanguageDetector);
    // None of the library's own lookups (query, cookie, storage, navigator...): they would judge the sources otherwise.
    expect(i18n.options.detection).toMatchObject({ order: ['visitorLanguage'], caches: ['visitorLanguage'] });
  });

  it.each(CASES)('%s', async (_case, state, expected) => {
    arrange(state);
    document.documentElement.lang = '';
    await runHeadScript();
    expect(document.documentElement.lang).toBe(expected);
    // No language given: i18next asks its detector, as it does on start.
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe(expected);
    // And keeps the choice for the next visit, in the cookie too (the host picks the document's language by it).
    expect(localStorage.getItem('i18nextLng')).toBe(expected);
    expect(document.cookie).toContain(`i18next=${expected}`);
  });
});
