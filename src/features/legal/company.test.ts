import { describe, expect, it } from 'vitest';
import { cleanCompany, formatCnpj, formatWhatsapp, privacyChannel, supportChannels } from './company';

describe('formatCnpj', () => {
  it('punctuates 14 digits', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
  });

  it('accepts a value already punctuated or with spaces', () => {
    expect(formatCnpj(' 12.345.678/0001-90 ')).toBe('12.345.678/0001-90');
    expect(formatCnpj('12 345 678 0001 90')).toBe('12.345.678/0001-90');
  });

  it('formats the alphanumeric CNPJ', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns anything else as given', () => {
    expect(formatCnpj(' 1234 ')).toBe('1234');
  });
});

describe('formatWhatsapp', () => {
  it('groups a Brazilian mobile and landline number', () => {
    expect(formatWhatsapp('5511987654321')).toBe('+55 11 98765-4321');
    expect(formatWhatsapp('551133334444')).toBe('+55 11 3333-4444');
  });

  it('keeps other numbers as digits after a plus sign', () => {
    expect(formatWhatsapp('14155550100')).toBe('+14155550100');
  });
});

describe('cleanCompany', () => {
  it('unsets blank values, bad e-mails and short numbers, and formats the CNPJ', () => {
    expect(
      cleanCompany({ brandName: ' IAgência ', legalName: '  ', cnpj: '12345678000190', email: 'not an e-mail', whatsappNumber: '(11) 9', dpoEmail: ' dpo@x.com.br ' }),
    ).toEqual({
      brandName: 'IAgência',
      legalName: undefined,
      cnpj: '12.345.678/0001-90',
      address: undefined,
      email: undefined,
      whatsappNumber: undefined,
      dpoName: undefined,
      dpoEmail: 'dpo@x.com.br',
    });
  });

  it('keeps only the digits of the WhatsApp number', () => {
    expect(cleanCompany({ brandName: 'B', whatsappNumber: '+55 (11) 98765-4321' }).whatsappNumber).toBe('5511987654321');
  });

  it('falls back to the brand constant when the brand is blank', () => {
    expect(cleanCompany({ brandName: ' ' }).brandName).toBe('IAgência');
  });
});

describe('contact channels', () => {
  it('sends data requests to the DPO, then the company e-mail, then WhatsApp, then the client area', () => {
    expect(privacyChannel({ brandName: 'B', dpoEmail: 'd@x.co', email: 'e@x.co' })).toEqual({ kind: 'dpo', email: 'd@x.co' });
    expect(privacyChannel({ brandName: 'B', email: 'e@x.co', whatsappNumber: '5511987654321' })).toEqual({ kind: 'email', email: 'e@x.co' });
    expect(privacyChannel({ brandName: 'B', whatsappNumber: '5511987654321' })).toEqual({ kind: 'whatsapp', number: '5511987654321' });
    expect(privacyChannel({ brandName: 'B' })).toEqual({ kind: 'client-area' });
  });

  it('offers every support channel that is set', () => {
    expect(supportChannels({ brandName: 'B', email: 'e@x.co', whatsappNumber: '5511987654321' }).map((channel) => channel.kind)).toEqual(['email', 'whatsapp']);
    expect(supportChannels({ brandName: 'B' })).toEqual([{ kind: 'client-area' }]);
  });
});
