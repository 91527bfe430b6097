import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './index';
import { detectLanguage } from './language';

describe('i18n', () => {
  it('falls back to pt-BR, and English loads no Portuguese', async () => {
    await i18n.changeLanguage('en-US');
    expect(i18n.languages).toEqual(['en-US']);
    await i18n.changeLanguage('pt-BR');
    expect(i18n.languages).toEqual(['pt-BR']);
    await i18n.changeLanguage('fr-FR');
    expect(i18n.resolvedLanguage).toBe('pt-BR');
  });

  it('keeps <html lang> in step with the language', async () => {
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await i18n.changeLanguage('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});

describe('detectLanguage, over the browser’s real sources', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('ignores a stored "en" and lets the first browser language decide', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-US']);
    localStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage()).toBe('pt-BR');
    localStorage.setItem('i18nextLng', 'en-US');
    expect(detectLanguage()).toBe('en-US');
  });

  it('takes ?lng= before storage', () => {
    localStorage.setItem('i18nextLng', 'pt-BR');
    window.history.replaceState(null, '', '/?lng=en-US');
    expect(detectLanguage()).toBe('en-US');
  });
});
