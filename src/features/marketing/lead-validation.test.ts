import { describe, expect, it } from 'vitest';
import { validateLead } from './lead-validation';

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
});
