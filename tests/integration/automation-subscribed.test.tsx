import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { AUTOMATION_LEAVE_DELAY_MS } from '@/config/redirect-delays';
import { browserLocation } from '@/lib/links/safe-redirect';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { activatePlan } from '@/mocks/model';
import { currentUrl, renderApp } from '../utils/render-app';

/** Words that pitch a trial or a first subscription: none of them is for a bot the customer already holds. */
const TRIAL_COPY = /dias grátis|Teste grátis|antes de assinar|Você só paga se gostar|days free|free days|free trial|before you subscribe/i;

let requests: string[];
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${new URL(request.url).pathname}`));
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  return () => server.events.removeAllListeners();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Holds every check-bot-plan answer until `release()`: the screen while the check is still running. */
function holdPlanChecks() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api('/subscription/check-bot-plan'), async ({ request }) => {
      await gate;
      const plan = new URL(request.url).searchParams.get('plan');
      return HttpResponse.json({ has_subscription: db.subscriptions.some((s) => s.user_id === 1 && s.plan === plan && s.is_active) });
    }),
  );
  return release;
}

const main = () => screen.getByRole('main');

describe('/automation greets a customer who already holds the bot', () => {
  it('shows the bot as theirs, with no trial copy, and sends the setup with no new checkout', async () => {
    activatePlan(1, 'whatsapp_bot');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderApp('/automation?bot=whatsapp', { userId: 1 });
    expect(await screen.findByText('Sua assinatura está ativa')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toHaveAccessibleDescription(/Já é seu: assinatura ativa\.$/);
    const summary = screen.getByRole('complementary', { name: 'Sua assinatura' });
    expect(within(summary).getByText('Ativa')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /as suas assinaturas no Mercado Pago/ })).toHaveAttribute('href', MERCADO_PAGO_SUBSCRIPTIONS_URL);
    expect(main()).not.toHaveTextContent(TRIAL_COPY);

    await user.type(screen.getByLabelText(/^O que a sua empresa faz/), 'Doceria artesanal.');
    await user.type(screen.getByLabelText(/^Produtos, planos e preços/), 'Bolo de pote R$ 15,00');
    await user.type(screen.getByLabelText(/^Seu WhatsApp/), '(31) 99876-5432');
    const submit = screen.getByRole('button', { name: 'Enviar a configuração do bot' });
    expect(submit).toHaveAccessibleDescription('Já incluído na sua assinatura: nada novo é cobrado.');
    await user.click(submit);
    expect(await screen.findByText(/A assinatura deste bot já está ativa/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/automation-success'));

    // The confirmation: authorised, managed on Mercado Pago's own page, never a checkout again.
    expect(await screen.findByText('Sua assinatura já estava ativa: não há nada para autorizar de novo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recebemos a configuração do seu bot!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver minhas assinaturas no Mercado Pago/ })).toHaveAttribute('href', MERCADO_PAGO_SUBSCRIPTIONS_URL);
    expect(screen.queryByRole('link', { name: /Autorizar assinatura|Rever autorização/ })).not.toBeInTheDocument();
    expect([...document.querySelectorAll('a')].filter((link) => link.href.includes('/demo/checkout'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem('trialData')!)).toMatchObject({ payment_url: '', already_subscribed: true, whatsapp: '5531998765432' });

    expect(requests).toContain('POST /ia/automation-request');
    expect(requests).not.toContain('POST /payments/plan-preference');
    expect(db.preferences).toEqual([]);
    expect(db.automationRequests).toMatchObject([{ preference_id: null, whatsapp: '5531998765432' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('never shows trial copy while the check runs, then speaks to the subscriber (in English)', async () => {
    activatePlan(1, 'discord_bot');
    const release = holdPlanChecks();
    await renderApp('/automation?bot=discord', { userId: 1, language: 'en-US' });
    expect(await screen.findByRole('button', { name: "Send my bot's setup" })).toHaveAccessibleDescription('Checking your subscription...');
    expect(screen.getByText('AI bots')).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(TRIAL_COPY);
    release();
    expect(await screen.findByText('Your subscription is active')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Discord moderation bot' })).toHaveAccessibleDescription(/Already yours: subscription active\.$/);
    expect(screen.getByRole('region', { name: 'Try the moderation on a message' })).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(TRIAL_COPY);
  });

  it('a customer without the bot sees neutral words while the check runs, then the trial', async () => {
    const release = holdPlanChecks();
    await renderApp('/automation?bot=discord', { userId: 1 });
    expect(await screen.findByRole('button', { name: 'Enviar a configuração do bot' })).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(TRIAL_COPY);
    release();
    expect(await screen.findByRole('button', { name: 'Começar meus 15 dias grátis' })).toHaveAccessibleDescription(/^15 dias grátis, depois R\$\s67,00\/mês$/);
    expect(screen.getByText('Teste grátis de 15 dias')).toBeInTheDocument();
  });

  it('on a failed check: today’s trial form with a short note, and the checkout still asks again first', async () => {
    server.use(http.get(api('/subscription/check-bot-plan'), () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/automation?bot=discord', { userId: 1 });
    expect(await screen.findByText(/Não conseguimos conferir agora se você já assina este bot/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ative seu bot com IA em poucos minutos' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome do servidor no Discord/), 'Guilda');
    await user.type(screen.getByLabelText(/^FAQ do servidor/), 'Sem spam.');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Começar meus 15 dias grátis' }));
    expect(await screen.findByText(/Pedido recebido!/)).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET /me'))).toEqual(['GET /subscription/check-bot-plan', 'POST /ia/automation-request']);
  });

  it('a subscriber of one bot still gets the other bot’s trial', async () => {
    activatePlan(1, 'whatsapp_bot');
    const { user } = await renderApp('/automation', { userId: 1 });
    expect(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toHaveAccessibleDescription(/Já é seu/);
    expect(screen.getByRole('radio', { name: 'Bot de moderação para Discord' })).toHaveAccessibleDescription(/Depois do teste, R\$\s67,00 por mês\.$/);
    await user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
    expect(screen.getByRole('button', { name: 'Começar meus 15 dias grátis' })).toBeInTheDocument();
  });
});
