import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { env } from '@/config/env';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { renderApp } from '../utils/render-app';

/** What /automation stores for this page (localStorage trialData). */
const saveTrial = (trial: object) => localStorage.setItem('trialData', JSON.stringify(trial));

const PAYMENT_URL = 'https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=abc123';

const discordTrial = {
  service_name: 'Bot de moderação com IA para Discord',
  service_type: 'moderacao_ia',
  server_name: 'Comunidade Pixel',
  channels_to_monitor: '#geral, #vendas',
  moderation_actions: ['delete', 'timeout'],
  business_description: '',
  trial_days: 15,
  price: 67,
  payment_url: PAYMENT_URL,
};

const whatsappTrial = {
  ...discordTrial,
  service_name: 'Bot de vendas com IA para WhatsApp',
  service_type: 'bot_ia',
  server_name: '',
  channels_to_monitor: '',
  moderation_actions: [],
  business_description: 'Barbearia de bairro em Campinas.',
  whatsapp: '5511987654321',
  price: 97,
};

let inviteBodies: unknown[];
beforeEach(() => {
  inviteBodies = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/ia/discord-invite') inviteBodies.push(await request.clone().json());
  });
  return () => server.events.removeAllListeners();
});

describe('/automation-success', () => {
  it('explains an empty page and still links what the page always offers: a trial, the client area and home', async () => {
    await renderApp('/automation-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nenhum teste ativado neste navegador' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar meu teste grátis' })).toHaveAttribute('href', '/automation');
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura na Área do Cliente' })).toHaveAttribute('href', '/client');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });

  it('opened directly in English, the same links', async () => {
    await renderApp('/automation-success', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Start my free trial' })).toHaveAttribute('href', '/automation');
    expect(screen.getByRole('link', { name: 'Manage your subscription in the Client Area' })).toHaveAttribute('href', '/client');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('confirms a WhatsApp trial: summary, authorization link, next steps, contact and links', async () => {
    saveTrial(whatsappTrial);
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo do seu teste' });
    expect(within(summary).getByText('Bot de vendas para WhatsApp')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 97,00 por mês')).toBeInTheDocument();
    expect(within(summary).getByText('Barbearia de bairro em Campinas.')).toBeInTheDocument();
    // The link shows once the plan check (GET /subscription/check-bot-plan) says the plan is not held yet.
    expect(await screen.findByRole('link', { name: 'Autorizar assinatura' })).toHaveAttribute('href', PAYMENT_URL);
    expect(screen.getByText('Em até 24 horas chamamos você no WhatsApp +55 11 98765-4321 para conectar o número da sua empresa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Falar pelo WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura na Área do Cliente' })).toHaveAttribute('href', '/client');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Adicione o bot ao seu servidor' })).not.toBeInTheDocument();
    expect(inviteBodies).toEqual([]);
  });

  it('fetches the Discord invite for the chosen actions and shows bot, status, permissions and actions', async () => {
    saveTrial(discordTrial);
    await renderApp('/automation-success', { userId: 1 });
    const link = await screen.findByRole('link', { name: /Adicionar bot ao Discord/ });
    expect(inviteBodies).toEqual([{ moderation_actions: ['delete', 'timeout'] }]);
    expect(link).toHaveAttribute(
      'href',
      `https://discord.com/oauth2/authorize?client_id=${env.discordClientId}&permissions=1099780090880&scope=bot%20applications.commands`,
    );
    expect(screen.getByText('IAgência Guard')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('1099780090880')).toBeInTheDocument();
    expect(screen.getByText('Apagar mensagens, Silenciar temporariamente')).toBeInTheDocument();
    expect(screen.getByText('Castigar membros e Gerenciar cargos')).toBeInTheDocument();
    expect(screen.getByText(/arraste o cargo IAgência Guard para cima dos cargos que ele vai moderar/)).toBeInTheDocument();
    expect(screen.queryByText('Erro ao conectar com bot Discord. Usando link padrão.')).not.toBeInTheDocument();
  });

  it('shows the server’s own invite link as given', async () => {
    const invite = 'https://discord.com/oauth2/authorize?client_id=42&permissions=8&scope=bot';
    server.use(
      http.post(api('/ia/discord-invite'), () =>
        HttpResponse.json({ invite_url: invite, permissions: 8, bot_name: 'Guardião', bot_online: false, selected_actions: ['ban'] }),
      ),
    );
    saveTrial(discordTrial);
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByRole('link', { name: /Adicionar bot ao Discord/ })).toHaveAttribute('href', invite);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Banir')).toBeInTheDocument();
  });

  it.each([
    ['a server error', new HttpResponse(null, { status: 500 })],
    ['an error field', HttpResponse.json({ error: 'Bot fora do ar' })],
    ['an invite that is not on discord.com', HttpResponse.json({ invite_url: 'https://evil.example/invite' })],
  ])('falls back to the local invite with a warning on %s', async (_case, response) => {
    server.use(http.post(api('/ia/discord-invite'), () => response));
    saveTrial({ ...discordTrial, moderation_actions: ['timeout'] });
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao conectar com bot Discord. Usando link padrão.');
    expect(screen.getByRole('link', { name: /Adicionar bot ao Discord/ })).toHaveAttribute(
      'href',
      `https://discord.com/oauth2/authorize?client_id=${env.discordClientId}&permissions=1099780082688&scope=bot%20applications.commands`,
    );
    expect(screen.getByText('1099780082688')).toBeInTheDocument();
  });

  it('confirms an approved authorization coming back from Mercado Pago, and never offers its checkout again', async () => {
    saveTrial(whatsappTrial);
    await renderApp('/automation-success?collection_status=approved&payment_id=1', { userId: 1 });
    expect(await screen.findByText('Assinatura autorizada. A primeira cobrança só acontece depois dos 15 dias de teste.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver minhas assinaturas no Mercado Pago/ })).toHaveAttribute('href', MERCADO_PAGO_SUBSCRIPTIONS_URL);
    expect(document.querySelector(`a[href="${PAYMENT_URL}"]`)).toBeNull();
  });

  it('does not link to a saved payment URL that is not Mercado Pago', async () => {
    saveTrial({ ...whatsappTrial, payment_url: 'https://evil.example/pay' });
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByText(/Não encontramos o link de autorização/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Autorizar assinatura' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    saveTrial(discordTrial);
    await renderApp('/automation-success', { language: 'en-US', userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your 15-day free trial has started!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Add the bot to Discord/ })).toBeInTheDocument();
    expect(screen.getByText('R$67.00 a month')).toBeInTheDocument();
  });
});
