import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATION_LEAVE_DELAY_MS } from '@/config/redirect-delays';
import { browserLocation } from '@/lib/links/safe-redirect';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { activatePlan } from '@/mocks/model';
import { currentUrl, renderApp } from '../utils/render-app';
import { pasteInto } from '../utils/paste-into';
import { payPlan } from './payment-test-helpers';

/**
 * The Combo includes one bot (docs/product/plans-and-prices.md#monthly-quotas). The API has no call to claim it:
 * the customer sees it, sets it up with no checkout, and is told its activation is arranged by chat.
 */

/** A second price, a trial or a checkout for the bot the Combo already pays for. */
const CHARGE_COPY = /R\$\s97,00|R\$\s67,00|dias grátis|Teste grátis|Depois do teste|R\$97\.00|days free|free trial/i;

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

const main = () => screen.getByRole('main');

describe('/automation for a Combo holder', () => {
  it('offers the bot as the Combo’s, sends its setup with no checkout, and says how it is activated', async () => {
    activatePlan(1, 'combo');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderApp('/automation?bot=whatsapp', { userId: 1 });
    expect(await screen.findByText('Incluído no seu Plano Combo')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toHaveAccessibleDescription(/Incluído no seu Plano Combo, sem custo extra\.$/);
    expect(screen.getByRole('radio', { name: 'Bot de moderação para Discord' })).toHaveAccessibleDescription(/Incluído no seu Plano Combo, sem custo extra\.$/);
    const summary = screen.getByRole('complementary', { name: 'Bot do seu Plano Combo' });
    expect(summary).toHaveTextContent('AssinaturaIncluído no Plano Combo');
    expect(summary).toHaveTextContent('MensalidadeSem custo extra');
    expect(summary).toHaveTextContent(/sem checkout\. A ativação do bot incluído é combinada com você pelo WhatsApp em até 24 horas/);
    expect(main()).not.toHaveTextContent(CHARGE_COPY);

    await pasteInto(user, screen.getByLabelText(/^O que a sua empresa faz/), 'Doceria artesanal.');
    await pasteInto(user, screen.getByLabelText(/^Produtos, planos e preços/), 'Bolo de pote R$ 15,00');
    await pasteInto(user, screen.getByLabelText(/^Seu WhatsApp/), '(31) 99876-5432');
    const submit = screen.getByRole('button', { name: 'Enviar a configuração do bot' });
    expect(submit).toHaveAccessibleDescription('Incluído no seu Plano Combo: nenhum pagamento é aberto para este bot.');
    await user.click(submit);
    expect(await screen.findByText(/Este bot faz parte do seu Plano Combo, então não há nada a pagar/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(AUTOMATION_LEAVE_DELAY_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/automation-success'));

    const included = await screen.findByRole('region', { name: 'Bot incluído no seu Plano Combo' });
    expect(included).toHaveTextContent('Nada a pagar nem a autorizar: este bot faz parte do seu Combo.');
    expect(within(included).getByRole('link', { name: /Combinar a ativação pelo WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Tenho o Plano Combo e enviei a configuração do bot incluído. Podemos combinar a ativação?')}`,
    );
    expect(screen.getByRole('region', { name: 'Resumo do seu bot' })).toHaveTextContent('MensalidadeSem custo extra');
    expect(main()).not.toHaveTextContent(CHARGE_COPY);
    expect(screen.queryByRole('link', { name: /Autorizar assinatura/ })).not.toBeInTheDocument();

    // The request reached the team; no checkout was followed or kept.
    expect(requests).toContain('POST /ia/automation-request');
    expect(requests).not.toContain('POST /payments/plan-preference');
    expect(assign).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('trialData')!)).toMatchObject({ payment_url: '', already_subscribed: true, included: true });
    expect(JSON.parse(localStorage.getItem('includedBot')!)).toMatchObject({ bot: 'whatsapp', user_id: '1' });
  });

  it('once one bot was set up here as the Combo’s, the other is a subscription of its own (in English)', async () => {
    activatePlan(1, 'combo');
    localStorage.setItem('includedBot', JSON.stringify({ bot: 'whatsapp', user_id: '1', sent_at: new Date().toISOString() }));
    await renderApp('/automation', { userId: 1, language: 'en-US' });
    expect(await screen.findByRole('radio', { name: 'WhatsApp sales bot' })).toHaveAccessibleDescription(/Included in your Combo plan, at no extra cost\.$/);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Discord moderation bot' })).toHaveAccessibleDescription(/After the trial, R\$67\.00 a month\.$/));
  });

  it('when GET /subscription fails: the form says it could not check, asks again before sending, and falls back like the bot check does', async () => {
    activatePlan(1, 'combo');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/subscription'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = await renderApp('/automation?bot=discord', { userId: 1 });
    expect(await screen.findByText(/Não conseguimos conferir agora se você já assina este bot/)).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText(/^Nome do servidor no Discord/), 'Guilda');
    await pasteInto(user, screen.getByLabelText(/^FAQ do servidor/), 'Sem spam.');
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Começar meus 15 dias grátis' }));
    expect(await screen.findByText(/Pedido recebido!/)).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET /me'))).toEqual(['GET /subscription/check-bot-plan', 'GET /subscription', 'POST /ia/automation-request']);
  });
});

describe('the client area of a Combo holder', () => {
  it('shows the bot the Combo includes and how to set it up, before and after its setup', async () => {
    activatePlan(1, 'combo');
    const first = await renderApp('/client-area', { userId: 1 });
    const card = within(await screen.findByRole('region', { name: 'Seus bots' })).getByRole('article', { name: 'Bot incluído no Plano Combo' });
    expect(card).toHaveTextContent(/Seu Combo inclui um bot sem custo extra/);
    expect(within(card).getByRole('link', { name: 'Configurar o bot de WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    expect(within(card).getByRole('link', { name: 'Configurar o bot do Discord' })).toHaveAttribute('href', '/automation?bot=discord');
    expect(card).toHaveTextContent(/nossa equipe combina a ativação com você pelo WhatsApp em até 24 horas/);
    expect(card).not.toHaveTextContent(CHARGE_COPY);
    expect(screen.getByRole('region', { name: 'Seus dados' })).toHaveTextContent('+ 1 bot incluído');
    first.unmount();

    localStorage.setItem('includedBot', JSON.stringify({ bot: 'discord', user_id: '1', sent_at: '2026-03-02T15:00:00.000Z' }));
    await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const sent = within(await screen.findByRole('region', { name: 'Your bots' })).getByRole('article', { name: 'Bot included in the Combo plan' });
    expect(sent).toHaveTextContent('Chosen botDiscord moderation bot');
    expect(sent).toHaveTextContent('Setup sent on March 2, 2026');
    expect(within(sent).getByRole('link', { name: "Open the bot's invite" })).toHaveAttribute('href', '/automation-success');
  });

  it('another plan shows no included bot', async () => {
    activatePlan(1, 'pro');
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('region', { name: 'Seus dados' });
    expect(screen.queryByRole('article', { name: 'Bot incluído no Plano Combo' })).not.toBeInTheDocument();
  });
});

describe('buying the Combo', () => {
  it('the success page offers the included bot’s setup, beside the plan', async () => {
    const { id } = payPlan('approved', 'combo');
    await renderApp(`/payments/sucesso?payment_id=${id}&status=approved`, { userId: 1 });
    expect(await screen.findByRole('region', { name: 'Seu Plano Combo está ativo' })).toBeInTheDocument();
    const step = screen.getByRole('region', { name: 'Seu Combo inclui 1 bot: configure o seu' });
    expect(step).toHaveTextContent('Nenhum pagamento é aberto para ele.');
    expect(within(step).getByRole('link', { name: 'Configurar o bot de WhatsApp' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    expect(within(step).getByRole('link', { name: 'Configurar o bot do Discord' })).toHaveAttribute('href', '/automation?bot=discord');
  });

  it('/plans offers a Combo holder the included bot’s setup instead of a trial (in English)', async () => {
    activatePlan(1, 'combo');
    await renderApp('/plans', { userId: 1, language: 'en-US' });
    const whatsapp = await screen.findByRole('article', { name: 'WhatsApp sales bot · monthly' });
    await waitFor(() => expect(within(whatsapp).getByText('Included in your Combo')).toBeInTheDocument());
    expect(within(whatsapp).getByRole('link', { name: 'Set up the included bot' })).toHaveAttribute('href', '/automation?bot=whatsapp');
    expect(within(whatsapp).queryByRole('button')).not.toBeInTheDocument();
    expect(whatsapp).not.toHaveTextContent(/days free|after the trial/i);
    expect(db.preferences).toEqual([]);
  });
});
