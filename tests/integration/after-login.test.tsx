import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { activatePlan } from '@/mocks/model';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { journey } from '@/domain/journey';
import { currentUrl, renderApp, type RenderAppOptions } from '../utils/render-app';

/** Every subscription and payment call, in order (the screen reached afterwards may load its own data). */
let calls: string[];
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/subscription/') || url.pathname.startsWith('/payments/')) {
      calls.push(`${request.method} ${url.pathname}${url.search}`);
    }
  });
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  return () => server.events.removeAllListeners();
});

async function logInOn(url = '/login', options: RenderAppOptions = {}) {
  const view = await renderApp(url, options);
  await view.user.type(await screen.findByLabelText(/^E-mail/), 'demo@iagencia.com.br');
  await view.user.type(screen.getByLabelText(/^Senha/), 'demo1234');
  await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
  return view;
}

const preferenceFor = (plan: string) => db.preferences.find((preference) => preference.plan === plan);

describe('after login (docs/product/accounts.md#after-login), in order', () => {
  it('pending bot plan not held: checks it, starts its payment and clears the pending plan', async () => {
    journey.pendingPlan.set('discord_bot');
    let body: string | null = 'unset';
    server.use(
      http.post(api('/payments/plan-preference'), async ({ request }) => {
        body = await request.clone().text();
        return undefined;
      }),
    );
    await logInOn();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['GET /subscription/check-bot-plan?plan=discord_bot', 'POST /payments/plan-preference?plan=discord_bot']);
    expect(body).toBe('');
    expect(assign).toHaveBeenCalledWith(preferenceFor('discord_bot')!.init_point);
    expect(journey.pendingPlan.get()).toBeNull();
    expect(screen.getByText('Abrindo o pagamento da assinatura...')).toBeInTheDocument();
  });

  it('pending bot plan already held: goes to its bot-creation page without paying', async () => {
    activatePlan(1, 'whatsapp_bot');
    journey.pendingPlan.set('whatsapp_bot');
    const { router } = await logInOn();
    await waitFor(() => expect(currentUrl(router)).toBe('/bot-creation?bot=whatsapp_bot'));
    // The check, and no payment (the progress page then checks the account's bots itself).
    expect(calls[0]).toBe('GET /subscription/check-bot-plan?plan=whatsapp_bot');
    expect(calls.filter((call) => !call.startsWith('GET /subscription/check-bot-plan'))).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(journey.pendingPlan.get()).toBeNull();
  });

  it('a failing subscription check is logged and falls back to the plan payment', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/subscription/check-bot-plan'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    journey.pendingPlan.set('whatsapp_bot');
    await logInOn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(preferenceFor('whatsapp_bot')!.init_point));
    expect(logged).toHaveBeenCalledWith('Error checking bot subscription:', expect.anything());
  });

  it.each(['pro', 'corporate', 'start', 'creator', 'combo'])('pending %s plan: starts its payment with no check', async (plan) => {
    journey.pendingPlan.set(plan);
    await logInOn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(preferenceFor(plan)!.init_point));
    expect(calls).toEqual([`POST /payments/plan-preference?plan=${plan}`]);
    expect(journey.pendingPlan.get()).toBeNull();
  });

  it('shows a failing payment start on the login screen, keeps the plan, and retries or skips it', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Mercado Pago indisponível' }, { status: 502 }), { once: true }));
    journey.pendingPlan.set('pro');
    journey.continueToAutomation.set(true);
    const { user, router } = await logInOn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao iniciar assinatura: Mercado Pago indisponível');
    expect(screen.getByRole('heading', { level: 1, name: 'Você entrou, mas a assinatura não começou' })).toBeInTheDocument();
    expect(journey.pendingPlan.get()).toBe('pro');

    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ detail: 'Ainda fora do ar' }, { status: 502 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Erro ao iniciar assinatura: Ainda fora do ar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar sem assinar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
    expect(journey.pendingPlan.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a hostile init_point and says the payment link is missing', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ init_point: 'https://evil.example/pay', redirect: 'javascript:alert(1)' })));
    journey.pendingPlan.set('pro');
    await logInOn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao iniciar assinatura: o link de pagamento não foi gerado.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses the preference’s redirect when it has no init_point', async () => {
    server.use(http.post(api('/payments/plan-preference'), () => HttpResponse.json({ redirect: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1' })));
    journey.pendingPlan.set('pro');
    await logInOn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1'));
  });

  it('forgets a pending plan it does not know and carries on', async () => {
    journey.pendingPlan.set('gold');
    const { router } = await logInOn();
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
    expect(journey.pendingPlan.get()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('continue-to-payment comes before continue-to-automation and goes to /agency?goToPayment=true', async () => {
    journey.continueToPayment.set(true);
    journey.continueToAutomation.set(true);
    const { router } = await logInOn();
    await waitFor(() => expect(currentUrl(router)).toBe('/agency?goToPayment=true'));
    expect(journey.continueToPayment.get()).toBe(false);
    expect(journey.continueToAutomation.get()).toBe(true);
  });

  it('continue-to-automation goes back to /automation', async () => {
    journey.continueToAutomation.set(true);
    const { router } = await logInOn();
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
    expect(journey.continueToAutomation.get()).toBe(false);
  });

  it('a pending plan comes before the continue flags', async () => {
    activatePlan(1, 'discord_bot');
    journey.pendingPlan.set('discord_bot');
    journey.continueToPayment.set(true);
    const { router } = await logInOn();
    await waitFor(() => expect(currentUrl(router)).toBe('/bot-creation?bot=discord_bot'));
    expect(journey.continueToPayment.get()).toBe(true);
  });

  it('then RequireAuth’s `from`, when it is an internal path', async () => {
    const { router } = await logInOn('/login', { state: { from: '/client-area?page=2' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/client-area?page=2'));
  });

  it.each(['//evil.example/steal', 'https://evil.example', '/login'])('ignores the unsafe `from` %s and goes to /agency', async (from) => {
    const { router } = await logInOn('/login', { state: { from } });
    await waitFor(() => expect(currentUrl(router)).toBe('/agency'));
  });

  it('a private page sends an anonymous visitor to /login and brings them back after it', async () => {
    const { router } = await logInOn('/client');
    await waitFor(() => expect(currentUrl(router)).toBe('/client'));
  });

  it('runs the same way for a visitor who opens /login already logged in', async () => {
    journey.continueToAutomation.set(true);
    const { router } = await renderApp('/login', { userId: 1 });
    await waitFor(() => expect(currentUrl(router)).toBe('/automation'));
  });
});
