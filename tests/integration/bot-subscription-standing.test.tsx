import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format/format';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';
import { payPlan } from './payment-test-helpers';

/**
 * A bot subscription between its checkout and its running trial: pending while Mercado Pago
 * confirms the payment, then in its free trial. The API says neither (GET /subscription and
 * check-bot-plan tell only what is held), so the app learns both from the payments this
 * browser saw come back (localStorage botPayments) and asks GET /payments/pendente/{id} again.
 */
const DAY = 86_400_000;
const stored = () => JSON.parse(localStorage.getItem('botPayments') ?? '[]') as { payment_id: string; approved_at?: string }[];
const bots = () => screen.findByRole('region', { name: /^(Seus bots|Your bots)$/ });

/** A bot checkout left pending on the demo checkout, its return seen in this browser. */
async function leavePending(plan: 'discord_bot' | 'whatsapp_bot' = 'discord_bot') {
  const pending = payPlan('pending', plan);
  const page = await renderApp(pending.backUrl, { userId: 1 });
  await screen.findByRole('heading', { level: 1, name: 'Pagamento em análise' });
  await waitFor(() => expect(stored()).toEqual([expect.objectContaining({ payment_id: pending.id, plan, user_id: '1' })]));
  page.unmount();
  return pending;
}

describe('a bot payment approved while the session is still being checked', () => {
  it('the success page keeps checking until it knows the account, so the trial is remembered before the next step can be followed', async () => {
    const approved = payPlan('approved', 'whatsapp_bot');
    let answerProfile: () => void = () => {};
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    server.use(
      http.get(api('/me'), async () => {
        await profileHeld;
        return HttpResponse.json({ id: 1, email: 'demo@iagencia.com.br', name: 'Demo' });
      }),
    );
    await renderApp(approved.backUrl, { userId: 1, language: 'en-US' });
    // The lookup has answered long before the profile: still "checking", no next step to follow yet.
    await waitFor(() => expect(db.payments.find((payment) => payment.id === approved.id)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'Set up my WhatsApp bot' })).not.toBeInTheDocument();
    expect(stored()).toEqual([]);
    answerProfile();
    expect(await screen.findByRole('link', { name: 'Set up my WhatsApp bot' })).toBeInTheDocument();
    expect(stored()).toEqual([expect.objectContaining({ payment_id: approved.id, plan: 'whatsapp_bot', user_id: '1', approved_at: expect.any(String) })]);
  });
});

describe('a bot subscription waiting on its payment', () => {
  it('the pending page remembers it; the client area shows it as pending, with what happens next and its status page', async () => {
    const { id } = await leavePending();
    await renderApp('/client-area', { userId: 1 });
    const card = within(await bots()).getByRole('article', { name: 'Bot de moderação para Discord' });
    expect(await within(card).findByText('Pagamento em confirmação')).toBeInTheDocument();
    expect(card).toHaveTextContent('Assim que ele for aprovado, seus 15 dias grátis começam e seguimos com a configuração do bot.');
    expect(card).toHaveTextContent(`Código do pagamento${id}`);
    expect(within(card).getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute('href', `/payment-pending?payment_id=${id}`);
    // The account's own card stays as the API has it: no plan yet.
    expect(within(screen.getByRole('region', { name: 'Seus dados' })).getByText('Free')).toBeInTheDocument();
  });

  it('in English', async () => {
    await leavePending('whatsapp_bot');
    await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const card = within(await bots()).getByRole('article', { name: 'WhatsApp sales bot' });
    expect(await within(card).findByText('Payment being confirmed')).toBeInTheDocument();
    expect(card).toHaveTextContent("Once it's approved, your 15-day free trial starts");
    expect(within(card).getByRole('link', { name: 'Follow the payment' })).toBeInTheDocument();
  });

  it('says nothing is pending when the lookup fails: it offers to check again and the payment’s page', async () => {
    const { id } = await leavePending();
    let failing = true;
    server.use(http.get(api('/payments/pendente/:id'), ({ params }) => (failing ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : HttpResponse.json({ payment_id: params.id, status: 'pending' }))));
    const { user } = await renderApp('/client-area', { userId: 1 });
    const card = within(await bots()).getByRole('article', { name: 'Bot de moderação para Discord' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Não conseguimos verificar agora o pagamento desta assinatura.');
    expect(card).not.toHaveTextContent(/em confirmação|aprovado|grátis/);
    expect(within(card).getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute('href', `/payment-pending?payment_id=${id}`);
    expect(stored()).toHaveLength(1);
    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Verificar de novo' }));
    expect(await within(card).findByText('Pagamento em confirmação')).toBeInTheDocument();
  });

  it('a payment refused since: nothing is shown, and the memory of it is dropped', async () => {
    const { id } = await leavePending();
    db.payments.find((payment) => payment.id === id)!.status = 'rejected';
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('region', { name: 'Seus dados' });
    await waitFor(() => expect(stored()).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Seus bots' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pagamento em confirmação')).not.toBeInTheDocument();
  });

  it('a payment approved since: its trial is dated from the approval and the bot is asked for again', async () => {
    const { id } = await leavePending();
    const approvedAt = new Date(Date.now() - 2 * DAY);
    const payment = db.payments.find((entry) => entry.id === id)!;
    Object.assign(payment, { status: 'approved', created_at: approvedAt.toISOString() });
    db.subscriptions.push({ user_id: 1, plan: 'discord_bot', is_active: true, started_at: approvedAt.toISOString(), trial_ends_at: null });
    await renderApp('/client-area', { userId: 1 });
    const card = within(await bots()).getByRole('article', { name: 'Bot de moderação para Discord' });
    const ends = formatDate(new Date(approvedAt.getTime() + 15 * DAY), 'pt-BR');
    expect(await within(card).findByText(`até ${ends}`)).toBeInTheDocument();
    expect(card).toHaveTextContent(`Primeira cobrançaR$ 67,00 em ${ends}`);
    expect(card).toHaveTextContent('Em teste grátis');
    expect(stored()[0]?.approved_at).toBe(approvedAt.toISOString());
  });

  it('approved, but not yet held by the account (the notice is on its way): being activated, and check-bot-plan is asked again', async () => {
    const { id } = await leavePending('whatsapp_bot');
    db.payments.find((entry) => entry.id === id)!.status = 'approved';
    const checks: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/subscription/check-bot-plan' && url.searchParams.get('plan') === 'whatsapp_bot') checks.push(url.search);
    });
    await renderApp('/client-area', { userId: 1 });
    const card = within(await bots()).getByRole('article', { name: 'Bot de vendas para WhatsApp' });
    expect(await within(card).findByText('Pagamento aprovado')).toBeInTheDocument();
    expect(card).toHaveTextContent('a assinatura está sendo ativada e aparece aqui em instantes');
    await waitFor(() => expect(checks.length).toBeGreaterThanOrEqual(2));
    server.events.removeAllListeners();
  });

  it('a payment seen in another account is not this customer’s', async () => {
    await leavePending();
    await renderApp('/client-area', { userId: 2 });
    await screen.findByRole('region', { name: 'Seus dados' });
    expect(screen.queryByText('Pagamento em confirmação')).not.toBeInTheDocument();
  });
});

describe('a bot in its free trial says so everywhere (the plan button’s checkout, approved in this browser)', () => {
  async function subscribe(plan: 'discord_bot' | 'whatsapp_bot', language: 'pt-BR' | 'en-US' = 'pt-BR') {
    const { backUrl } = payPlan('approved', plan);
    const page = await renderApp(backUrl, { userId: 1, language });
    await screen.findByRole('heading', { level: 1, name: language === 'pt-BR' ? 'Seu teste grátis de 15 dias começou!' : 'Your 15-day free trial has started!' });
    await waitFor(() => expect(stored()[0]?.approved_at).toEqual(expect.any(String)));
    page.unmount();
    return formatDate(new Date(Date.parse(stored()[0]!.approved_at!) + 15 * DAY), language);
  }
  const pairs = (list: HTMLElement) => [...list.querySelectorAll(':scope > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]);

  it('the client area’s card: the trial and the first charge instead of "Pagamento ✓ Ativo"', async () => {
    const ends = await subscribe('whatsapp_bot');
    await renderApp('/client-area', { userId: 1 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(pairs(card.querySelector('dl')!)).toEqual([
      ['E-mail', 'demo@iagencia.com.br'],
      ['Plano', 'Bot de vendas para WhatsApp · assinatura mensal'],
      ['Teste grátis', `até ${ends}`],
      ['Primeira cobrança', `R$ 97,00 em ${ends}`],
      ['Uso do mês', 'Bot ativo'],
    ]);
  });

  it('/automation, in English: the bot is theirs and in its trial, until when and the first charge', async () => {
    const ends = await subscribe('discord_bot', 'en-US');
    const { user } = await renderApp('/automation', { userId: 1, language: 'en-US' });
    const choice = await screen.findByRole('radio', { name: 'Discord moderation bot' });
    await waitFor(() => expect(choice).toHaveAccessibleDescription(new RegExp(`Already yours: on free trial until ${ends}\\.$`)));
    await user.click(choice);
    expect(screen.getByText(`On free trial until ${ends}`)).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Your subscription' });
    expect(pairs(summary.querySelector('dl')!)).toEqual([
      ['Product', 'Discord moderation bot'],
      ['Free trial', `until ${ends}`],
      ['First charge', `R$67.00 on ${ends}`],
    ]);
    expect(summary).not.toHaveTextContent('Monthly fee');
  });

  it('/automation-success after the setup: the trial and the first charge, not "Assinatura Ativa"', async () => {
    const ends = await subscribe('whatsapp_bot');
    localStorage.setItem('trialData', JSON.stringify({ service_type: 'bot_ia', business_description: 'Barbearia', already_subscribed: true, saved_at: new Date().toISOString() }));
    await renderApp('/automation-success', { userId: 1 });
    const summary = await screen.findByRole('region', { name: 'Resumo do seu bot' });
    expect(pairs(summary.querySelector('dl')!).slice(0, 3)).toEqual([
      ['Produto', 'Bot de vendas para WhatsApp'],
      ['Teste grátis', `até ${ends}`],
      ['Primeira cobrança', `R$ 97,00 em ${ends}`],
    ]);
    expect(summary).not.toHaveTextContent('Mensalidade');
  });
});

describe('the Pro plan’s free trial, started in this browser, reads as a trial like a bot’s', () => {
  const pairs = (list: HTMLElement) => [...list.querySelectorAll(':scope > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]);

  it.each(['pt-BR', 'en-US'] as const)('the client area’s card (%s): until when, the first charge and how to cancel, instead of "Pagamento ✓ Ativo"', async (language) => {
    const { backUrl } = payPlan('approved', 'pro');
    const page = await renderApp(backUrl, { userId: 1, language });
    await waitFor(() => expect(stored()[0]?.approved_at).toEqual(expect.any(String)));
    page.unmount();
    const ends = formatDate(new Date(Date.parse(stored()[0]!.approved_at!) + 15 * DAY), language);

    await renderApp('/client-area', { userId: 1, language });
    const card = await screen.findByRole('region', { name: language === 'pt-BR' ? 'Seus dados' : 'Your account' });
    const rows = pairs(card.querySelector('dl')!);
    expect(rows.slice(1, 4)).toEqual(
      language === 'pt-BR'
        ? [
            ['Plano', 'PRO · assinatura mensal'],
            ['Teste grátis', `até ${ends}`],
            ['Primeira cobrança', `R$ 99,00 em ${ends}`],
          ]
        : [
            ['Plan', 'PRO · monthly subscription'],
            ['Free trial', `until ${ends}`],
            ['First charge', `R$99.00 on ${ends}`],
          ],
    );
    expect(card).not.toHaveTextContent(language === 'pt-BR' ? /Pagamento.?Ativo/ : /Payment.?Active/);
    expect(within(card).getByRole('link', { name: language === 'pt-BR' ? /^página de assinaturas do Mercado Pago/ : /^Mercado Pago's subscriptions page/ })).toHaveAttribute(
      'href',
      'https://www.mercadopago.com.br/subscriptions',
    );
  });

  it('a Pro plan this browser did not see start: active, with no trial claimed, and still how to cancel', async () => {
    await renderApp('/client-area', { userId: 2 });
    const card = await screen.findByRole('region', { name: 'Seus dados' });
    expect(card).toHaveTextContent(/Pagamento.?Ativo/);
    expect(card).not.toHaveTextContent('Teste grátis');
    expect(within(card).getByRole('link', { name: /^página de assinaturas do Mercado Pago/ })).toBeInTheDocument();
  });
});
