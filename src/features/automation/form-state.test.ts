import { describe, expect, it } from 'vitest';
import { emptyForm, formForAnotherRequest, loadForm, saveForm, sentAtOf } from './form-state';

const AT = '2026-11-28T10:00:00.000Z';
const sentDiscord = () => {
  const form = emptyForm('discord');
  return {
    ...form,
    sales: { ...form.sales, business_description: 'Doceria' },
    moderation: { ...form.moderation, server_name: 'Comunidade Pixel' },
    sent: { bot: 'discord' as const, at: AT },
  };
};

describe('the kept /automation form', () => {
  it('says the chosen bot’s request was sent, whether a link asks for that bot or not', () => {
    saveForm(sentDiscord());
    expect(sentAtOf(loadForm())).toBe(AT);
    expect(sentAtOf(loadForm('discord'))).toBe(AT);
  });

  it('leaves the other bot’s form free: it is another request', () => {
    saveForm(sentDiscord());
    const whatsapp = loadForm('whatsapp');
    expect(sentAtOf(whatsapp)).toBeNull();
    expect(whatsapp.sales.business_description).toBe('Doceria');
  });

  it('"Enviar outro pedido" empties only the chosen bot’s fields and drops the mark', () => {
    const next = formForAnotherRequest(sentDiscord());
    expect(next).toMatchObject({ bot: 'discord', sent: null, moderation: emptyForm().moderation, sales: { business_description: 'Doceria' } });
    expect(sentAtOf(next)).toBeNull();
  });

  it('reads an unreadable mark as not sent, keeping what was typed', () => {
    sessionStorage.setItem('automationForm', JSON.stringify({ bot: 'discord', moderation: { server_name: 'Pixel' }, sent: { bot: 'discord', at: 'ontem' } }));
    expect(loadForm()).toMatchObject({ bot: 'discord', sent: null, moderation: { server_name: 'Pixel' } });
  });
});
