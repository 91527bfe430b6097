import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/http/api-client';
import { persistent } from '@/lib/storage/storage';
import { db } from '../db';
import { activatePlan } from '../model';
import { issueToken } from './utils';

const logIn = () => persistent.token.set(issueToken(db.users[0]!));
/** The app sends the page's language (lib/http/http-client.ts); the tests run in pt-BR. */
const english = { headers: { 'Accept-Language': 'en-US' } };

describe('demo backend: accounts area', () => {
  it('registers a new e-mail once, refusing bad input with FastAPI-style details in the request’s language', async () => {
    const { status, data } = await apiClient.post('/register', { email: ' Nova@Loja.com.br ', password: 'senhaforte' });
    expect(status).toBe(201);
    expect(data).toMatchObject({ email: 'nova@loja.com.br' });
    await expect(apiClient.post('/register', { email: 'nova@loja.com.br', password: 'outrasenha' })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'E-mail já cadastrado.' } },
    });
    await expect(apiClient.post('/register', { email: 'nova@loja.com.br', password: 'outrasenha' }, english)).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Email already registered' } },
    });
    await expect(apiClient.post('/register', { email: 'nope', password: 'curta' })).rejects.toMatchObject({
      response: {
        status: 422,
        data: { detail: [{ loc: ['body', 'email'], msg: 'E-mail inválido.' }, { loc: ['body', 'password'], msg: 'A senha deve ter pelo menos 8 caracteres.' }] },
      },
    });
    await expect(apiClient.post('/register', { email: 'nope', password: 'curta' }, english)).rejects.toMatchObject({
      response: { status: 422, data: { detail: [{ msg: 'value is not a valid email address' }, { msg: 'Password must be at least 8 characters' }] } },
    });
  });

  it('needs a session for automation requests and invites', async () => {
    await expect(apiClient.post('/ia/automation-request', { service_type: 'bot_ia' })).rejects.toMatchObject({ response: { status: 401 } });
    await expect(apiClient.post('/ia/discord-invite', { moderation_actions: [] })).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('validates an automation request per service type', async () => {
    logIn();
    await expect(apiClient.post('/ia/automation-request', { service_type: 'telegram' })).rejects.toMatchObject({ response: { status: 422 } });
    await expect(apiClient.post('/ia/automation-request', { service_type: 'moderacao_ia', server_name: 'Pixel' })).rejects.toMatchObject({
      response: { status: 422, data: { detail: [{ loc: ['body', 'server_rules'] }] } },
    });
    await expect(
      apiClient.post('/ia/automation-request', { service_type: 'moderacao_ia', server_name: 'Pixel', server_rules: 'Sem spam', moderation_actions: ['nuke'] }),
    ).rejects.toMatchObject({ response: { status: 422 } });
    expect(db.automationRequests).toHaveLength(0);
  });

  it('stores a request and answers the trial subscription’s checkout, which returns to the trial confirmation', async () => {
    logIn();
    const { data } = await apiClient.post<{ payment_url: string; price: number; trial_days: number }>('/ia/automation-request', {
      service_type: 'bot_ia',
      business_description: 'Doceria',
      plans_and_services: 'Bolos',
      website_url: '',
      whatsapp: '5511987654321',
      price: 97,
    });
    expect(data).toMatchObject({ price: 97, trial_days: 15 });
    const preferenceId = new URL(data.payment_url).searchParams.get('preference_id')!;
    const { data: paid } = await apiClient.post<{ redirect_url: string }>(`/demo/checkout/${preferenceId}`, { outcome: 'approved' });
    expect(new URL(paid.redirect_url).pathname).toBe('/automation-success');
    expect(db.automationRequests).toHaveLength(1);
    expect(db.subscriptions.find((s) => s.user_id === 1 && s.plan === 'whatsapp_bot')?.trial_ends_at).toBeTruthy();
  });

  it('refuses a sales bot request without a valid WhatsApp number, in the visitor’s language, and stores a valid one', async () => {
    logIn();
    const body = { service_type: 'bot_ia', business_description: 'Doceria', plans_and_services: 'Bolos', website_url: '', price: 97 };
    for (const [language, message] of [
      ['pt-BR', 'Informe um número de WhatsApp válido (inclua DDD).'],
      ['en-US', 'Enter a valid WhatsApp number (include the area code).'],
    ]) {
      for (const whatsapp of [undefined, '98765-4321', 'abc']) {
        await expect(apiClient.post('/ia/automation-request', { ...body, whatsapp }, { headers: { 'Accept-Language': language } })).rejects.toMatchObject({
          response: { status: 422, data: { detail: [{ loc: ['body', 'whatsapp'], msg: message }] } },
        });
      }
    }
    expect(db.automationRequests).toHaveLength(0);
    await apiClient.post('/ia/automation-request', { ...body, whatsapp: '5511987654321' });
    expect(db.automationRequests).toMatchObject([{ whatsapp: '5511987654321', payload: { whatsapp: '5511987654321' } }]);
  });

  it('opens no checkout for a customer who already holds the bot’s plan', async () => {
    logIn();
    activatePlan(1, 'discord_bot');
    const { data } = await apiClient.post<{ payment_url: string | null }>('/ia/automation-request', {
      service_type: 'moderacao_ia',
      server_name: 'Pixel',
      server_rules: 'Sem spam',
      moderation_actions: ['ban'],
      price: 67,
    });
    expect(data).toMatchObject({ payment_url: null, price: 67, trial_days: 15 });
    expect(db.preferences).toEqual([]);
    expect(db.automationRequests).toMatchObject([{ preference_id: null }]);
  });

  it('answers a Discord invite for known actions only', async () => {
    logIn();
    const { data } = await apiClient.post<{ invite_url: string; permissions: string; selected_actions: string[] }>('/ia/discord-invite', {
      moderation_actions: ['kick', 'kick', 'ban'],
    });
    expect(new URL(data.invite_url).hostname).toBe('discord.com');
    expect(data.permissions).toBe('19462');
    expect(data.selected_actions).toEqual(['kick', 'ban']);
    await expect(apiClient.post('/ia/discord-invite', { moderation_actions: 'ban' })).rejects.toMatchObject({ response: { status: 422 } });
  });
});
