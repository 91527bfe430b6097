import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activatePlan } from '@/mocks/model';
import { api } from '@/mocks/handlers/utils';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';

/** The claim the page makes only when a check established it. */
const BEING_BUILT = /está sendo criado|Sua assinatura está ativa|being built|Your subscription is active/;

describe('/bot-creation', () => {
  /** The estimate as term → description pairs. */
  const estimates = () =>
    [...document.querySelectorAll('.plans-estimate > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
  const WHATSAPP = [
    ['Configuração do bot', '24 a 48 horas'],
    ['Entrega no seu WhatsApp (número conectado e testado)', '5 a 7 dias úteis'],
  ];

  describe('for a customer whose bot check-bot-plan says they hold', () => {
    it.each([
      ['', 'whatsapp_bot', 'Seu bot de vendas para WhatsApp está sendo criado', WHATSAPP],
      ['?bot=whatsapp_bot', 'whatsapp_bot', 'Seu bot de vendas para WhatsApp está sendo criado', WHATSAPP],
      ['?bot=discord_bot', 'discord_bot', 'Seu bot de moderação para Discord está sendo criado', [['Configuração do bot', '12 a 24 horas']]],
      ['?bot=combo', 'discord_bot', 'Seu bot com IA está sendo criado', [['Configuração do bot', '24 a 48 horas']]],
    ] as const)('bot%s shows its own title and estimated times, each named for what it measures', async (query, held, title, expected) => {
      activatePlan(1, held);
      await renderApp(`/bot-creation${query}`, { userId: 1 });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Tempo estimado' })).toBeInTheDocument();
      expect(estimates()).toEqual(expected);
    });

    it('lists three steps and the features, and links to the chat and the client area; offers the setup not sent from here', async () => {
      activatePlan(1, 'discord_bot');
      await renderApp('/bot-creation?bot=discord_bot', { userId: 1 });
      const steps = within(await screen.findByRole('region', { name: 'Como vamos criar o seu bot' })).getAllByRole('heading', { level: 3 });
      expect(steps.map((step) => step.textContent)).toEqual(['Configuração', 'Integração com a IA', 'Ativação']);
      expect(screen.getByText('Remoção de spam e links de golpe')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Falar com a equipe no WhatsApp/ })).toHaveAttribute(
        'href',
        `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Assinei o bot de moderação para Discord e quero acompanhar a criação.')}`,
      );
      expect(screen.getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
      expect(screen.getByRole('link', { name: 'Envie a configuração por aqui.' })).toHaveAttribute('href', '/automation?bot=discord');
    });

    it('reads in English', async () => {
      activatePlan(1, 'whatsapp_bot');
      await renderApp('/bot-creation?bot=whatsapp_bot', { language: 'en-US', userId: 1 });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your WhatsApp sales bot is being built' })).toBeInTheDocument();
      expect(estimates()).toEqual([
        ['Bot setup', '24 to 48 hours'],
        ['Live on your WhatsApp (number connected and tested)', '5 to 7 business days'],
      ]);
    });
  });

  it('a setup sent from this browser for a bot already held says it is being built, with no "send it" link', async () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', already_subscribed: true, saved_at: new Date().toISOString() }));
    await renderApp('/bot-creation?bot=whatsapp_bot', { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu bot de vendas para WhatsApp está sendo criado' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Envie a configuração por aqui.' })).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Bot de vendas para WhatsApp', /^Entre na sua conta para ver como está a criação do seu bot/, 'Entrar na minha conta', 'Começar meus 15 dias grátis'],
    ['en-US', 'WhatsApp sales bot', /^Log in to see how your bot's setup is going/, 'Log in to my account', 'Start my 15-day free trial'],
  ] as const)('logged out (%s): claims nothing, and invites to log in or start the trial', async (language, title, text, login, start) => {
    const { router, user } = await renderApp('/bot-creation?bot=whatsapp_bot', { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(BEING_BUILT);
    expect(screen.getByRole('link', { name: login })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: start })).toHaveAttribute('href', '/automation?bot=whatsapp');
    // How a bot is built and how long it takes hold for anyone: kept.
    expect(estimates()).toEqual(language === 'pt-BR' ? WHATSAPP : [['Bot setup', '24 to 48 hours'], ['Live on your WhatsApp (number connected and tested)', '5 to 7 business days']]);
    await user.click(screen.getByRole('link', { name: login }));
    // The login comes back here afterwards.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/bot-creation?bot=whatsapp_bot' });
  });

  it('a customer without the bot is told so, with the way to start it', async () => {
    await renderApp('/bot-creation?bot=discord_bot', { userId: 1 });
    expect(await screen.findByText(/^Você ainda não tem este bot na sua conta/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bot de moderação para Discord' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(BEING_BUILT);
    expect(screen.getByRole('link', { name: 'Começar meus 15 dias grátis' })).toHaveAttribute('href', '/automation?bot=discord');
    expect(screen.getByRole('link', { name: /Falar com a equipe no WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Tenho uma dúvida sobre o bot de moderação para Discord.')}`,
    );
  });

  it('a Combo holder without the bot is offered the bot the Combo includes', async () => {
    activatePlan(1, 'combo');
    await renderApp('/bot-creation?bot=whatsapp_bot', { userId: 1 });
    expect(await screen.findByText(/^Você ainda não tem este bot na sua conta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configurar o bot incluído' })).toHaveAttribute('href', '/automation?bot=whatsapp');
  });

  it('a payment this browser last saw pending: waiting on it, with the way to follow it', async () => {
    localStorage.setItem('botPayments', JSON.stringify([{ plan: 'whatsapp_bot', payment_id: '70001', user_id: '1', seen_at: new Date().toISOString() }]));
    await renderApp('/bot-creation?bot=whatsapp_bot', { userId: 1 });
    expect(await screen.findByText(/o pagamento desta assinatura ainda estava em confirmação no Mercado Pago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute('href', '/payment-pending?payment_id=70001');
    expect(screen.getByRole('main')).not.toHaveTextContent(BEING_BUILT);
  });

  it.each([
    ['pt-BR', 'Não conseguimos verificar a sua assinatura agora. Tente de novo em instantes.', 'Verificar de novo', 'Seu bot de vendas para WhatsApp está sendo criado'],
    ['en-US', "We couldn't check your subscription right now. Please try again in a moment.", 'Check again', 'Your WhatsApp sales bot is being built'],
  ] as const)('a check that fails (%s) says so and offers to check again', async (language, failed, retry, built) => {
    let fail = true;
    server.use(http.get(api('/subscription/check-bot-plan'), () => (fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined)));
    activatePlan(1, 'whatsapp_bot');
    const { user } = await renderApp('/bot-creation?bot=whatsapp_bot', { userId: 1, language });
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.getByRole('main')).not.toHaveTextContent(BEING_BUILT);
    fail = false;
    await user.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByRole('heading', { level: 1, name: built })).toBeInTheDocument();
  });
});
