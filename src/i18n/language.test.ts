import { describe, expect, it } from 'vitest';
import { browserLanguage, convertDetectedLanguage } from './language';

describe('language choice', () => {
  it('maps any Portuguese to pt-BR and any English to en-US', () => {
    expect(convertDetectedLanguage('pt')).toBe('pt-BR');
    expect(convertDetectedLanguage('pt-PT')).toBe('pt-BR');
    expect(convertDetectedLanguage('en')).toBe('en-US');
    expect(convertDetectedLanguage('en-GB')).toBe('en-US');
  });

  it('leaves other languages alone so they are skipped', () => {
    expect(convertDetectedLanguage('fr-FR')).toBe('fr-FR');
    expect(convertDetectedLanguage('es')).toBe('es');
  });

  it('picks the browser language, else pt-BR', () => {
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en-US');
    expect(browserLanguage(['pt-BR'])).toBe('pt-BR');
    expect(browserLanguage(['de-DE'])).toBe('pt-BR');
    expect(browserLanguage([])).toBe('pt-BR');
  });
});
