import { describe, expect, it } from 'vitest';
import { emptyForm } from './form-state';
import { buildAutomationRequest, normalizeList } from './request-body';
import { formProblem, normalizeWebsite, validateForm } from './validate';

describe('automation request helpers', () => {
  it('normalises comma-separated lists', () => {
    expect(normalizeList(' spam,  golpe ,,pix grátis\nsorteio ')).toBe('spam, golpe, pix grátis, sorteio');
    expect(normalizeList(' , ')).toBe('');
  });

  it('accepts a bare domain as a website and refuses what cannot be one', () => {
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite(' loja.com.br ')).toBe('https://loja.com.br/');
    expect(normalizeWebsite('http://loja.com.br/produtos')).toBe('http://loja.com.br/produtos');
    expect(normalizeWebsite('minha loja')).toBeNull();
    expect(normalizeWebsite('localhost')).toBeNull();
    expect(normalizeWebsite('ftp://loja.com.br')).toBeNull();
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
  });

  it('validates only the chosen bot’s required fields, and asks for a bot first', () => {
    const form = emptyForm('discord');
    form.sales.website_url = 'not a site';
    expect(validateForm(form)).toEqual({ server_name: 'required', server_rules: 'required' });
    expect(validateForm({ ...form, bot: 'whatsapp' })).toEqual({
      business_description: 'required',
      plans_and_services: 'required',
      website_url: 'url',
      whatsapp: 'required',
    });
    expect(validateForm({ ...form, bot: null })).toEqual({ bot: 'bot' });
  });

  it('checks the sales bot’s WhatsApp number with the lead form’s rule', () => {
    const form = emptyForm('whatsapp');
    form.sales = { business_description: 'Loja', plans_and_services: 'Camisetas', website_url: '', whatsapp: '98765-4321' };
    expect(validateForm(form)).toEqual({ whatsapp: 'whatsapp' });
    expect(formProblem(validateForm(form))).toBe('whatsapp');
    form.sales.whatsapp = '+55 (11) 98765-4321';
    expect(validateForm(form)).toEqual({});
    expect(formProblem({ whatsapp: 'whatsapp', plans_and_services: 'required' })).toBe('required');
  });

  it('sends an empty website when left blank, and the price of each bot', () => {
    const form = { ...emptyForm(), bot: 'whatsapp' as const };
    form.sales = { business_description: ' Loja ', plans_and_services: ' Camisetas ', website_url: '', whatsapp: ' (11) 98765-4321 ' };
    expect(buildAutomationRequest(form)).toEqual({
      service_type: 'bot_ia',
      business_description: 'Loja',
      website_url: '',
      plans_and_services: 'Camisetas',
      whatsapp: '5511987654321',
      price: 97,
    });
    expect(buildAutomationRequest({ ...form, bot: 'discord' })).toMatchObject({ service_type: 'moderacao_ia', price: 67 });
  });

  it('sends the website as typed, trimmed, without adding a scheme or a trailing slash', () => {
    const form = { ...emptyForm(), bot: 'whatsapp' as const };
    form.sales = { business_description: 'Loja', plans_and_services: 'Camisetas', website_url: '  loja.com.br  ', whatsapp: '11987654321' };
    expect(buildAutomationRequest(form)).toMatchObject({ website_url: 'loja.com.br' });
    form.sales.website_url = ' https://loja.com.br ';
    expect(buildAutomationRequest(form)).toMatchObject({ website_url: 'https://loja.com.br' });
  });
});
