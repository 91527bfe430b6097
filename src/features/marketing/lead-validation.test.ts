import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH, isValidName, LEAD_LIMITS, validateLead } from './lead-validation';

describe('lead validation', () => {
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

  it('takes a name of 2 to 80 characters with at least two letters, in any alphabet', () => {
    for (const name of ['Jo', 'Ana 2', ' Camila Rocha ', 'José da Silva Ñúñez', 'Lê Thị Hồng', 'a'.repeat(80)]) expect(isValidName(name)).toBe(true);
    for (const name of ['A', '12345', 'A1', '-- --', 'a'.repeat(81), 'Ana\nRocha']) expect(isValidName(name)).toBe(false);
    expect(validateLead('whatsapp', { name: 'x'.repeat(406), contact: '(11) 98765-4321' })).toEqual({ code: 'name', fields: ['name'] });
    // The name is judged before the contact, so the focus goes to the first field to fix.
    expect(validateLead('email', { name: '12345', contact: 'ana@loja' })).toEqual({ code: 'name', fields: ['name'] });
  });

  it('bounds the Discord user and the e-mail, and the WhatsApp field as typed', () => {
    expect(validateLead('discord', { name: 'Rafa', contact: 'kaze.rafa' })).toBeNull();
    expect(validateLead('discord', { name: 'Rafa', contact: '@kaze_rafa' })).toBeNull();
    expect(validateLead('discord', { name: 'Rafa', contact: 'k' })).toEqual({ code: 'discord', fields: ['contact'] });
    expect(validateLead('discord', { name: 'Rafa', contact: 'kaze rafa' })).toEqual({ code: 'discord', fields: ['contact'] });
    expect(validateLead('discord', { name: 'Rafa', contact: 'k'.repeat(LEAD_LIMITS.discord.max + 1) })).toEqual({ code: 'discord', fields: ['contact'] });
    expect(validateLead('email', { name: 'Ana', contact: `${'a'.repeat(250)}@b.co` })).toEqual({ code: 'email', fields: ['contact'] });
    expect(validateLead('whatsapp', { name: 'Ana', contact: `(11) 98765-4321${' '.repeat(20)}1` })).toEqual({ code: 'whatsapp', fields: ['contact'] });
    // The inputs' maxLength lets through every valid value, and nothing far beyond.
    expect('@'.length + 'k'.repeat(LEAD_LIMITS.discord.max).length + '#1234'.length).toBe(CONTACT_MAX_LENGTH.discord);
  });
});
