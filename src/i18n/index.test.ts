import { describe, expect, it } from 'vitest';
import { i18n } from './index';

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
