import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { activatePlan } from '@/mocks/model';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';
import { lookupWithoutReference, payOrder, payPlan, withoutReference } from './payment-test-helpers';
import { captureRequests } from './service-test-helpers';

/**
 * Returns from Mercado Pago to a tab that remembers nothing (sessionStorage has no
 * checkoutPlan: Pix paid on the phone, the return opened in a new tab). The page
 * learns what was bought from the payment's reference, else from the API.
 */
let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
});
afterEach(() => capture.stop());

const main = () => screen.getByRole('main');
const ORDER_CLAIM = /Seu pedido já está sendo preparado|Já estamos cuidando do seu pedido|Acompanhar meu pedido/;
const asked = (path: string | RegExp) => capture.to('GET', path).length > 0;
const botChecks = () => capture.to('GET', '/subscription/check-bot-plan').map((request) => request.url.searchParams.get('plan'));

describe('a fresh tab: the payment’s reference names the plan (as Mercado Pago hands it back)', () => {
  it('WhatsApp bot: its setup, never an order, and no need to ask the API what the customer holds', async () => {
    const { backUrl } = payPlan('approved', 'whatsapp_bot');
    expect(sessionStorage.getItem('checkoutPlan')).toBeNull();
    await renderApp(backUrl, { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Próximo passo: configure seu bot de WhatsApp' });
    expect(within(next).getByRole('link', { name: 'Configurar meu bot de WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    // A R$ 0 checkout started the trial: said so, not "approved".
    expect(screen.getByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(/pedido/i);
    expect(asked(/^\/ia\/history\/payment\//)).toBe(false);
  });

  it('Discord bot, in English: its setup', async () => {
    const { backUrl } = payPlan('approved', 'discord_bot');
    await renderApp(backUrl, { userId: 1, language: 'en-US' });
    const next = await screen.findByRole('region', { name: 'Next step: set up your Discord bot' });
    expect(within(next).getByRole('link', { name: 'Set up my Discord bot' })).toHaveAttribute('href', '/automation?bot=discord');
    expect(main()).not.toHaveTextContent(/order/i);
  });

  it('the lookup’s reference counts even when the return URL has none (the status link opened on another device)', async () => {
    const { id } = payPlan('approved', 'pro');
    await renderApp(`/payment-success?payment_id=${id}`, { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Seu Plano Pro está ativo' });
    expect(next).toHaveTextContent('Seus 15 dias grátis começaram');
    expect(within(next).getByRole('link', { name: 'Pedir meu primeiro serviço' })).toHaveAttribute('href', '/agency');
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);
  });
});

describe('what the tab remembers yields to the payment’s own reference', () => {
  it('a plan checkout left earlier, then an order paid: the order’s progress, not the plan', async () => {
    sessionStorage.setItem('checkoutPlan', JSON.stringify({ plan: 'pro', at: Date.now() - 60_000 }));
    const { id } = payOrder('approved');
    await renderApp(`/payments/sucesso?payment_id=${id}`, { userId: 1 });
    expect(await screen.findByRole('region', { name: 'Seu pedido já está sendo preparado' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seu Plano Pro está ativo' })).not.toBeInTheDocument();
  });
});

describe('a fresh tab with no reference: the page asks the API what the customer now has', () => {
  beforeEach(lookupWithoutReference);

  it('WhatsApp bot: check-bot-plan says it is held, so its setup; the order was looked for and not found', async () => {
    const { backUrl } = payPlan('approved', 'whatsapp_bot');
    await renderApp(withoutReference(backUrl), { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Próximo passo: configure seu bot de WhatsApp' });
    expect(within(next).getByRole('link', { name: 'Configurar meu bot de WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    expect(main()).not.toHaveTextContent(/pedido/i);
    expect(asked(/^\/ia\/history\/payment\/\d+$/)).toBe(true);
    expect(botChecks().sort()).toEqual(['discord_bot', 'whatsapp_bot']);
    expect(asked('/subscription')).toBe(true);
    expect(asked('/me')).toBe(true);
  });

  it('Discord bot whose setup this browser already sent: its bot-creation page, as in the same tab', async () => {
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'moderacao_ia', server_name: 'Guilda', saved_at: new Date().toISOString() }));
    const { backUrl } = payPlan('approved', 'discord_bot');
    await renderApp(withoutReference(backUrl), { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Bot de moderação para Discord: configuração recebida' });
    expect(within(next).getByRole('link', { name: 'Acompanhar a criação do bot' })).toHaveAttribute('href', '/bot-creation?bot=discord_bot');
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);
  });

  it('Start plan: the plan and the requester, with no word of an order being worked on', async () => {
    const { backUrl } = payPlan('approved', 'start');
    await renderApp(withoutReference(backUrl), { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Seu Plano Start está ativo' });
    expect(within(next).getByRole('link', { name: 'Pedir meu primeiro serviço' })).toHaveAttribute('href', '/agency');
    expect(within(next).getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);
  });

  it('an order: its history item exists, so its progress', async () => {
    const { id, backUrl } = payOrder('approved');
    await renderApp(withoutReference(backUrl).replace('/agency', '/payments/sucesso').replace('payment=processing&', ''), { userId: 1 });
    const next = await screen.findByRole('region', { name: 'Seu pedido já está sendo preparado' });
    expect(within(next).getByRole('link', { name: 'Acompanhar meu pedido' })).toHaveAttribute('href', `/agency?payment=processing&payment_id=${id}`);
  });

  it('a customer holding a plan and a bot: both, for the customer to choose; no trial is claimed', async () => {
    activatePlan(2, 'whatsapp_bot');
    const { backUrl } = payPlan('approved', 'whatsapp_bot', { userId: 2 });
    await renderApp(withoutReference(backUrl), { userId: 2 });
    expect(await screen.findByText('Veja o que está ativo na sua conta e continue por aqui:')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Próximo passo: configure seu bot de WhatsApp' })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Seu Plano Pro está ativo' });
    expect(plan).not.toHaveTextContent('dias grátis');
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);
  });
});

describe('the status link of a Pix paid on the phone (/payment-pending, approved meanwhile)', () => {
  it('a bot’s payment moves on to the success page and the bot’s setup, not to an order’s processing', async () => {
    const { id } = payPlan('approved', 'whatsapp_bot');
    const { router } = await renderApp(`/payment-pending?payment_id=${id}`, { userId: 1 });
    expect(await screen.findByRole('region', { name: 'Próximo passo: configure seu bot de WhatsApp' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(asked(/^\/ia\/history\/payment\//)).toBe(false);
  });

  it.each(['/payment-pending', '/payments/pendente'])('%s, anonymous, with nothing naming the purchase: the processing step, not the success page', async (path) => {
    lookupWithoutReference();
    const { id } = payPlan('approved', 'discord_bot');
    const { router } = await renderApp(`${path}?payment_id=${id}`);
    // Every address shown, not the current one: an anonymous visitor is sent on from /agency to log in, which a
    // loaded run may reach before the check reads the address.
    await waitFor(() => expect(router.visits).toContain(`REPLACE /agency?payment=processing&payment_id=${id}`));
    // Nothing about the account is asked of an anonymous visitor; the order was looked for.
    expect(asked(/^\/subscription/)).toBe(false);
    expect(asked(/^\/ia\/history\/payment\/\d+$/)).toBe(true);
    expect(screen.queryByText('Ainda não sabemos o que este pagamento liberou')).not.toBeInTheDocument();
  });

  it('logged in, when nothing the account holds names it either: the processing step too', async () => {
    lookupWithoutReference();
    const { id } = payPlan('approved', 'whatsapp_bot');
    db.subscriptions = db.subscriptions.filter((s) => s.user_id !== 1);
    const { router } = await renderApp(`/payment-pending?payment_id=${id}`, { userId: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
    expect(router.state.location.search).toBe(`?payment=processing&payment_id=${id}`);
    expect(asked('/subscription')).toBe(true);
  });

  it('logged in, a bot the account now holds (no reference): the success page with the bot’s setup', async () => {
    lookupWithoutReference();
    const { id } = payPlan('approved', 'discord_bot');
    const { router } = await renderApp(`/payments/pendente?payment_id=${id}`, { userId: 1 });
    expect(await screen.findByRole('region', { name: 'Próximo passo: configure seu bot do Discord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
  });
});

describe('a fresh tab where nothing tells what was bought: the page says so', () => {
  beforeEach(lookupWithoutReference);
  const UNKNOWN = 'Ainda não sabemos o que este pagamento liberou';

  it('logged in, no order and nothing held: says so, offers the client area, and checks again on request', async () => {
    const { id } = payPlan('approved', 'whatsapp_bot');
    // The subscription has not reached the account yet (the payment notice is on its way).
    db.subscriptions = db.subscriptions.filter((s) => s.user_id !== 1);
    const { user } = await renderApp(`/payments/sucesso?payment_id=${id}`, { userId: 1 });
    const next = await screen.findByRole('region', { name: UNKNOWN });
    expect(next).toHaveTextContent('A confirmação pode levar alguns minutos para chegar à sua conta.');
    expect(within(next).getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    expect(screen.getByText('O Mercado Pago confirmou o seu pagamento.')).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);

    activatePlan(1, 'whatsapp_bot');
    await user.click(within(next).getByRole('button', { name: 'Verificar de novo' }));
    expect(await screen.findByRole('region', { name: 'Próximo passo: configure seu bot de WhatsApp' })).toBeInTheDocument();
  });

  it('anonymous: asks to sign in (and comes back here), asks nothing about the account', async () => {
    const { id } = payPlan('approved', 'discord_bot');
    const { user } = await renderApp(`/payment-success?payment_id=${id}`);
    const next = await screen.findByRole('region', { name: UNKNOWN });
    expect(next).toHaveTextContent('Entre na sua conta para ver o que ele liberou para você.');
    expect(within(next).getByRole('link', { name: 'Ir para a Área do Cliente' })).toHaveAttribute('href', '/client-area');
    expect(main()).not.toHaveTextContent(ORDER_CLAIM);
    expect(asked(/^\/subscription/)).toBe(false);
    await user.click(within(next).getByRole('link', { name: 'Entrar na minha conta' }));
    await user.type(await screen.findByLabelText(/^E-mail/), 'demo@iagencia.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // Back on this payment, now knowing the account: the bot it holds.
    expect(await screen.findByRole('region', { name: 'Próximo passo: configure seu bot do Discord' })).toBeInTheDocument();
  });

  it('in English, when the account cannot be read: says so and offers to check again', async () => {
    server.use(http.get(api('/subscription/check-bot-plan'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { id } = payPlan('approved', 'whatsapp_bot');
    await renderApp(`/payment-success?payment_id=${id}`, { userId: 1, language: 'en-US' });
    const next = await screen.findByRole('region', { name: "We don't know yet what this payment unlocked" });
    expect(next).toHaveTextContent("We couldn't check your account right now.");
    expect(within(next).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(main()).not.toHaveTextContent(/order/i);
  });

  it('when the order lookup itself fails: no plan is guessed', async () => {
    server.use(http.get(api('/ia/history/payment/:id'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { id } = payPlan('approved', 'whatsapp_bot');
    await renderApp(`/payment-success?payment_id=${id}`, { userId: 1 });
    expect(await screen.findByRole('region', { name: UNKNOWN })).toHaveTextContent('Não conseguimos consultar a sua conta agora.');
    expect(screen.queryByRole('region', { name: /configure seu bot/ })).not.toBeInTheDocument();
  });
});
