import { describe, expect, it } from 'vitest';
import { isValidWhatsapp, validateLead, WHATSAPP_INPUT_PATTERN } from './lead-validation';

describe('lead validation', () => {
  it.each(['11987654321', '(11) 98765-4321', '+55 (11) 98765-4321', '+55 11 9.8765.4321', '1133334444', '  11 98765 4321  '])(
    'accepts %s',
    (value) => expect(isValidWhatsapp(value)).toBe(true),
  );

  it.each([
    ['too few digits', '98765-4321'],
    ['too many digits', '+55 11 98765-4321 99'],
    ['letters', '11 98765-43a1'],
    ['plus in the middle', '11+987654321'],
    ['slashes', '11/98765/4321'],
    ['nine characters', '123456789'],
  ])('refuses %s', (_why, value) => expect(isValidWhatsapp(value)).toBe(false));

  it('reports every empty field, trimmed, before any format problem', () => {
    expect(validateLead('whatsapp', { name: '   ', contact: '' })).toEqual({ code: 'required', fields: ['name', 'contact'] });
    expect(validateLead('discord', { name: 'Ana', contact: '  ' })).toEqual({ code: 'required', fields: ['contact'] });
    expect(validateLead('email', { name: ' ', contact: 'not-an-email' })).toEqual({ code: 'required', fields: ['name'] });
  });

  it('checks the number only on the WhatsApp form and the address only on the agency form', () => {
    expect(validateLead('whatsapp', { name: 'Ana', contact: '1234' })).toEqual({ code: 'whatsapp', fields: ['contact'] });
    expect(validateLead('discord', { name: 'Ana', contact: 'ana#1234' })).toBeNull();
    expect(validateLead('email', { name: 'Ana', contact: 'ana@loja' })).toEqual({ code: 'email', fields: ['contact'] });
    expect(validateLead('email', { name: 'Ana', contact: ' ana@loja.com.br ' })).toBeNull();
  });

  it('has an input pattern that also compiles with the v flag browsers use', () => {
    expect(() => new RegExp(`^(?:${WHATSAPP_INPUT_PATTERN})$`, 'v')).not.toThrow();
  });
});
