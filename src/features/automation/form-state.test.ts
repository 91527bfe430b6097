import { describe, expect, it } from 'vitest';
import { emptyForm, loadForm, saveForm } from './form-state';

const sent = (bot: 'whatsapp' | 'discord') => {
  const form = emptyForm(bot);
  return { ...form, moderation: { ...form.moderation, server_name: 'Comunidade Pixel' }, sentAt: '2026-11-28T10:00:00.000Z' };
};

describe('the kept /automation form', () => {
  it('stays marked as sent for its own bot, asked for by a link or not', () => {
    saveForm(sent('discord'));
    expect(loadForm()).toMatchObject({ bot: 'discord', sentAt: '2026-11-28T10:00:00.000Z' });
    expect(loadForm('discord')).toMatchObject({ bot: 'discord', sentAt: '2026-11-28T10:00:00.000Z', moderation: { server_name: 'Comunidade Pixel' } });
  });

  it('starts afresh when a link asks for the other bot than the one sent', () => {
    saveForm(sent('discord'));
    expect(loadForm('whatsapp')).toEqual(emptyForm('whatsapp'));
  });

  it('reads an unreadable mark as not sent, keeping what was typed', () => {
    sessionStorage.setItem('automationForm', JSON.stringify({ bot: 'discord', moderation: { server_name: 'Pixel' }, sentAt: 'ontem' }));
    expect(loadForm()).toMatchObject({ bot: 'discord', sentAt: null, moderation: { server_name: 'Pixel' } });
  });
});
