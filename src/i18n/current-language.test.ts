import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@/config/languages';
import { i18n } from '@/i18n';
import { currentLanguage } from './current-language';

describe('currentLanguage', () => {
  it('is the language i18next resolved, when the app shows it', () => {
    expect(currentLanguage({ resolvedLanguage: 'en-US' })).toBe('en-US');
    expect(currentLanguage({ resolvedLanguage: 'pt-BR' })).toBe('pt-BR');
  });

  it('is the default language until i18next knows one the app shows', () => {
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
    expect(currentLanguage({ resolvedLanguage: undefined })).toBe(DEFAULT_LANGUAGE);
    expect(currentLanguage({ resolvedLanguage: 'fr-FR' })).toBe(DEFAULT_LANGUAGE);
  });

  it('reads the app’s i18next when given nothing', async () => {
    await i18n.changeLanguage('en-US');
    expect(currentLanguage()).toBe('en-US');
    await i18n.changeLanguage('pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
  });
});
