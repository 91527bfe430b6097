import { describe, expect, it } from 'vitest';
import { checkEnv, isValidCnpj } from './env';

const production = { production: true };
const base = { VITE_API_URL: 'https://api.iagencia.com.br' };

describe('checkEnv', () => {
  it('accepts a complete production configuration', () => {
    const { errors, env } = checkEnv(
      {
        ...base,
        VITE_WHATSAPP_NUMBER: '5511987654321',
        VITE_MP_PUBLIC_KEY: 'APP_USR-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
        VITE_DISCORD_CLIENT_ID: '123456789012345678',
        VITE_GA_ID: 'G-ABC123XYZ',
        VITE_META_PIXEL_ID: '123456789012345',
        VITE_SITE_URL: 'https://www.iagencia.com.br',
        VITE_COMPANY_CNPJ: '11.222.333/0001-81',
        VITE_COMPANY_EMAIL: 'contato@iagencia.com.br',
        VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/iagencia',
      },
      production,
    );
    expect(errors).toEqual([]);
    expect(env?.VITE_API_URL).toBe('https://api.iagencia.com.br');
  });

  it.each([
    [{}, /VITE_API_URL is empty/],
    [{ VITE_API_URL: 'http://api.iagencia.com.br' }, /VITE_API_URL must use https/],
    [{ VITE_API_URL: 'https://api.example.com' }, /VITE_API_URL is a placeholder host/],
    [{ VITE_API_URL: 'https://example.org/api' }, /placeholder host/],
    [{ VITE_API_URL: 'not a url' }, /VITE_API_URL must be an absolute URL/],
    [{ ...base, VITE_WHATSAPP_NUMBER: '11 9876-5432' }, /VITE_WHATSAPP_NUMBER must have 12 or 13 digits/],
    [{ ...base, VITE_WHATSAPP_NUMBER: 'call me' }, /VITE_WHATSAPP_NUMBER must be digits only/],
    [{ ...base, VITE_MP_PUBLIC_KEY: 'sk_live_123' }, /VITE_MP_PUBLIC_KEY must look like a Mercado Pago public key/],
    [{ ...base, VITE_GA_ID: 'UA-12345-1' }, /VITE_GA_ID must be a Google Analytics 4 measurement id/],
    [{ ...base, VITE_META_PIXEL_ID: 'pixel' }, /VITE_META_PIXEL_ID must be a Meta pixel id/],
    [{ ...base, VITE_DISCORD_CLIENT_ID: '42' }, /VITE_DISCORD_CLIENT_ID must be a Discord application id/],
    [{ ...base, VITE_SITE_URL: 'https://www.iagencia.com.br/pt' }, /VITE_SITE_URL must be the https:\/\/ origin/],
    [{ ...base, VITE_COMPANY_CNPJ: '11.222.333/0001-80' }, /VITE_COMPANY_CNPJ is not a valid CNPJ/],
    [{ ...base, VITE_COMPANY_EMAIL: 'contato' }, /VITE_COMPANY_EMAIL must be an e-mail address/],
    [{ ...base, VITE_SOCIAL_YOUTUBE: 'https://evil.example/@iagencia' }, /VITE_SOCIAL_YOUTUBE must be an https:\/\/ link on youtube\.com/],
    [{ ...base, VITE_DEMO: 'yes' }, /VITE_DEMO must be 1/],
  ])('refuses %o', (raw, message) => {
    expect(checkEnv(raw, production).errors.join('\n')).toMatch(message);
  });

  it('accepts loopback http and a same-origin path for local testing', () => {
    expect(checkEnv({ VITE_API_URL: 'http://127.0.0.1:8000' }, production).errors).toEqual([]);
    expect(checkEnv({ VITE_API_URL: 'http://localhost:8000' }, production).errors).toEqual([]);
    expect(checkEnv({ VITE_API_URL: '/api' }, production).errors).toEqual([]);
  });

  it('lets a demo build run without an API, with a warning', () => {
    const { errors, warnings } = checkEnv({ VITE_DEMO: '1' }, production);
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toMatch(/demo build/);
  });

  it('names every unset launch value in a warning', () => {
    const { warnings } = checkEnv(base, production);
    for (const name of ['VITE_WHATSAPP_NUMBER', 'VITE_COMPANY_LEGAL_NAME', 'VITE_COMPANY_CNPJ', 'VITE_COMPANY_ADDRESS', 'VITE_COMPANY_EMAIL', 'VITE_COMPANY_DPO_NAME', 'VITE_COMPANY_DPO_EMAIL']) {
      expect(warnings.join('\n')).toContain(name);
    }
  });

  it('does not ask the dev server for an API URL', () => {
    expect(checkEnv({}, { production: false }).errors).toEqual([]);
  });
});

describe('isValidCnpj', () => {
  it('checks both check digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ issued since July 2026', () => {
    // Receita Federal's published example: 12.ABC.345/01DE-35.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });
});
