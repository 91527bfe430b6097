import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATION_LEAVE_DELAY_MS } from '@/config/redirect-delays';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { journey } from '@/domain/journey';
import { pasteInto } from '../utils/paste-into';
import { currentUrl, renderApp } from '../utils/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

let sent: unknown[];
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/ia/automation-request') sent.push(await request.clone().json());
  });
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  return () => server.events.removeAllListeners();
});

afterEach(() => {
  // Restore the setTimeout spy first, or it would put the fake timer back afterwards.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const submitButton = () => screen.getByRole('button', { name: /Começar meus 15 dias grátis/ });

async function fillSalesBot(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
  await pasteInto(user, screen.getByLabelText(/^O que a sua empresa faz/), 'Barbearia de bairro em Campinas, atendimento descontraído.');
  await pasteInto(user, screen.getByLabelText(/^Produtos, planos e preços/), 'Corte R$ 45,00; barba R$ 30,00');
  await pasteInto(user, screen.getByLabelText(/^Site da empresa/), '  https://barbeariadoze.com.br  ');
  await pasteInto(user, screen.getByLabelText(/^Seu WhatsApp/), '(19) 98765-4321');
}

async function fillModeration(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
  await pasteInto(user, screen.getByLabelText(/^Nome do servidor no Discord/), 'Comunidade Pixel');
  await pasteInto(user, screen.getByLabelText(/^FAQ do servidor/), 'Sem spam. Sem golpes. Respeite todos.');
  await pasteInto(user, screen.getByLabelText(/^Palavras proibidas/), 'pix grátis,  nitro grátis ,,sorteio');
  await user.click(screen.getByRole('checkbox', { name: /Silenciar temporariamente/ }));
  await user.click(screen.getByRole('checkbox', { name: /Banir/ }));
  await pasteInto(user, screen.getByLabelText(/^Canais para monitorar/), '#geral, #vendas');
}

describe('/automation', () => {
  it('offers both bots with the subscription summary beside the form', async () => {
    const { user } = await renderApp('/automation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ative seu bot com IA em poucos minutos' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Resumo da assinatura' });
    await user.click(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    expect(within(summary).getByText('Bot de vendas para WhatsApp')).toBeInTheDocument();
    expect(within(summary).getByText('15 dias')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 97,00 por mês')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
    expect(within(summary).getByText('R$ 67,00 por mês')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: /Expulsar/ })).toHaveAccessibleDescription(/Remove do servidor quem continua quebrando as regras/);
  });

  it('asks for the required fields of each bot, with no request', async () => {
    const { user } = await renderApp('/automation', { userId: 1 });
    await user.click(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    await user.click(await screen.findByRole('button', { name: /Começar meus 15 dias grátis/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos obrigatórios.');
    expect(screen.getByLabelText(/^O que a sua empresa faz/)).toHaveFocus();
    expect(screen.getByLabelText(/^Seu WhatsApp/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Produtos, planos e preços/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Site da empresa/)).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
    await user.type(screen.getByLabelText(/^Nome do servidor no Discord/), '   ');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos obrigatórios.');
    expect(screen.getByLabelText(/^Nome do servidor no Discord/)).toHaveFocus();
    expect(screen.getByLabelText(/^FAQ do servidor/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a website that is not a web address', async () => {
    const { user } = await renderApp('/automation', { userId: 1 });
    await user.click(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    await user.type(await screen.findByLabelText(/^O que a sua empresa faz/), 'Loja');
    await user.type(screen.getByLabelText(/^Produtos, planos e preços/), 'Camisetas');
    await user.type(screen.getByLabelText(/^Site da empresa/), 'minha loja');
    await user.type(screen.getByLabelText(/^Seu WhatsApp/), '11987654321');
    await user.click(await screen.findByRole('button', { name: /Começar meus 15 dias grátis/ }));
    expect(screen.getByText('Informe um endereço válido, como https://sualoja.com.br.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('anonymous: keeps the form, logs in, comes back filled and sends the moderation request', async () => {
    const { user, router } = await renderApp('/automation');
    await screen.findByRole('heading', { level: 1 });
    await fillModeration(user);
    await user.click(submitButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(journey.continueToAutomation.get()).toBe(true);
    expect(await screen.findByText('Entre para enviar a configuração do seu bot. O que você preencheu continua salvo.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
    expect(await screen.findByLabelText(/^Nome do servidor no Discord/)).toHaveValue('Comunidade Pixel');
    expect(screen.getByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Banir/ })).toBeChecked();

    await user.click(submitButton());
    expect(await screen.findByText(/Pedido recebido!/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        service_type: 'moderacao_ia',
        server_name: 'Comunidade Pixel',
        server_rules: 'Sem spam. Sem golpes. Respeite todos.',
        prohibited_words: 'pix grátis, nitro grátis, sorteio',
        moderation_actions: ['delete', 'warn', 'ban', 'log'],
        channels_to_monitor: '#geral, #vendas',
        price: 67,
      },
    ]);
    expect(db.automationRequests).toHaveLength(1);
  });

  it('a session that ends on the way (401) keeps the form, says so on /login and comes back filled after the login', async () => {
    server.use(http.post(api('/ia/automation-request'), () => HttpResponse.json({ detail: 'Token expirado' }, { status: 401 }), { once: true }));
    const { user, router } = await renderApp('/automation', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillModeration(user);
    await user.click(submitButton());
    // No status code read by the form: the refused token ended the session, and the form found none.
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await within(screen.getByRole('main')).findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(journey.continueToAutomation.get()).toBe(true);

    await user.type(screen.getByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
    expect(await screen.findByLabelText(/^Nome do servidor no Discord/)).toHaveValue('Comunidade Pixel');
    await user.click(submitButton());
    expect(await screen.findByText(/Pedido recebido!/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(db.automationRequests).toHaveLength(1);
  });

  it('sends the sales bot request, stores the trial and leaves for payment_url after 1500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timeout = vi.spyOn(window, 'setTimeout');
    const { user } = await renderApp('/automation', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillSalesBot(user);
    await user.click(submitButton());
    expect(await screen.findByText('Pedido recebido! Estamos abrindo o Mercado Pago para você autorizar a assinatura.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        service_type: 'bot_ia',
        business_description: 'Barbearia de bairro em Campinas, atendimento descontraído.',
        website_url: 'https://barbeariadoze.com.br',
        plans_and_services: 'Corte R$ 45,00; barba R$ 30,00',
        whatsapp: '5519987654321',
        price: 97,
      },
    ]);
    const paymentUrl = db.preferences[0]!.init_point;
    expect(JSON.parse(localStorage.getItem('trialData') ?? 'null')).toEqual({
      service_name: 'Bot de vendas com IA para WhatsApp',
      service_type: 'bot_ia',
      server_name: '',
      channels_to_monitor: '',
      moderation_actions: [],
      business_description: 'Barbearia de bairro em Campinas, atendimento descontraído.',
      whatsapp: '5519987654321',
      trial_days: 15,
      price: 97,
      payment_url: paymentUrl,
      already_subscribed: false,
      included: false,
      saved_at: expect.any(String),
    });
    expect(screen.getByRole('link', { name: 'Ir para o pagamento agora' })).toHaveAttribute('href', paymentUrl);
    expect(screen.getByRole('button', { name: /Abrindo o Mercado Pago/ })).toBeDisabled();
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), AUTOMATION_LEAVE_DELAY_MS);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS);
    expect(assign).toHaveBeenCalledWith(paymentUrl);
  });

  it('does not leave when the visitor navigates away during the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderApp('/automation', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillSalesBot(user);
    await user.click(submitButton());
    await screen.findByText(/Pedido recebido!/);
    await router.navigate('/blog');
    await waitFor(() => expect(screen.queryByText(/Pedido recebido!/)).not.toBeInTheDocument());
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['the error field of a 200', HttpResponse.json({ error: 'Limite de bots atingido para esta conta.' }), 'Limite de bots atingido para esta conta.'],
    ['the server’s detail', HttpResponse.json({ detail: 'Servidor já cadastrado.' }, { status: 409 }), 'Servidor já cadastrado.'],
    ['the request fallback', new HttpResponse(null, { status: 500 }), 'Erro ao processar solicitação.'],
    ['the payment-link fallback without payment_url', HttpResponse.json({ service_name: 'Bot', price: 67, trial_days: 15 }), 'Erro ao gerar link de pagamento. Tente novamente.'],
    ['the payment-link fallback for a hostile payment_url', HttpResponse.json({ payment_url: 'https://evil.example/checkout' }), 'Erro ao gerar link de pagamento. Tente novamente.'],
  ])('shows %s and keeps the form', async (_case, response, message) => {
    server.use(http.post(api('/ia/automation-request'), () => response));
    const { user } = await renderApp('/automation', { userId: 1 });
    await screen.findByRole('heading', { level: 1 });
    await fillModeration(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Nome do servidor no Discord/)).toHaveValue('Comunidade Pixel');
    expect(submitButton()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('trialData') ?? 'null')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    // Not sent: the form is not marked, and nothing says it was.
    expect(JSON.parse(sessionStorage.getItem('automationForm') ?? '{}')).toMatchObject({ sent: null });
    expect(screen.queryByText(/já enviou este pedido/)).not.toBeInTheDocument();
  });

  it('preselects the bot chosen on /signup, once', async () => {
    journey.signupChoice.set({ kind: 'bot', bot: 'discord' });
    await renderApp('/automation');
    expect(await screen.findByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
    // Consumed by an effect after the first render.
    await waitFor(() => expect(journey.signupChoice.get()).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('automationForm')!)).toMatchObject({ bot: 'discord' });
  });

  it('ignores a plan chosen on /signup', async () => {
    journey.signupChoice.set({ kind: 'plan', plan: 'pro' });
    await renderApp('/automation');
    const choice = await screen.findByRole('group', { name: 'Qual bot você quer ativar?' });
    expect(within(choice).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(journey.signupChoice.get()).toEqual({ kind: 'plan', plan: 'pro' });
  });

  it('keeps what was typed across a reload, for both bots', async () => {
    const first = await renderApp('/automation');
    await screen.findByRole('heading', { level: 1 });
    await fillSalesBot(first.user);
    await fillModeration(first.user);
    first.unmount();
    const second = await renderApp('/automation');
    expect(await screen.findByLabelText(/^Nome do servidor no Discord/)).toHaveValue('Comunidade Pixel');
    await second.user.click(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    expect(screen.getByLabelText(/^Site da empresa/)).toHaveValue('https://barbeariadoze.com.br');
  });

  it('survives a corrupt saved form: it asks which bot again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('automationForm', JSON.stringify({ bot: 'telegram', sales: 'x', moderation: { moderation_actions: ['nuke', 'ban'] } }));
    await renderApp('/automation');
    expect(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bot de moderação para Discord' })).not.toBeChecked();
  });

  it('speaks English', async () => {
    const { user } = await renderApp('/automation', { language: 'en-US', userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch your AI bot in minutes' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp sales bot' }));
    expect(screen.getByText('R$97.00 a month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my 15 free days' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
  });
});
