import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { renderApp } from '../utils/render-app';
import { payOrder, payPlan } from './payment-test-helpers';

let lookups: { path: string; bearer: boolean }[];
beforeEach(() => {
  lookups = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/payments/pendente/')) lookups.push({ path: url.pathname, bearer: request.headers.has('Authorization') });
  });
  return () => server.events.removeAllListeners();
});

describe('payment success', () => {
  it.each(['/payment-success', '/payments/sucesso'])('%s confirms the payment with the server, then shows its id and links to /agency', async (path) => {
    const { id } = payPlan('approved', 'start');
    await renderApp(`${path}?payment_id=${id}&status=approved`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.getByText(id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar na Agência IA' })).toHaveAttribute('href', '/agency');
    expect(lookups).toEqual([{ path: `/payments/pendente/${id}`, bearer: false }]);
  });

  it('reads Mercado Pago’s collection_id when payment_id is absent', async () => {
    const { id } = payPlan('approved', 'start');
    await renderApp(`/payments/sucesso?collection_id=${id}&collection_status=approved`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.getByText(id)).toBeInTheDocument();
    expect(lookups).toEqual([{ path: `/payments/pendente/${id}`, bearer: false }]);
  });
});

describe('a free trial’s start (a R$ 0 checkout)', () => {
  const TERMS_PT = /Teste grátisaté (\d{1,2} de \p{L}+ de \d{4})Primeira cobrançaR\$\s99,00 em \1/u;

  it('says the trial started, with its end and first charge, never "Pagamento aprovado!"', async () => {
    const { id } = payPlan('approved', 'pro');
    await renderApp(`/payments/sucesso?payment_id=${id}&status=approved`, { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu teste grátis de 15 dias começou!' })).toBeInTheDocument();
    expect(screen.queryByText('Pagamento aprovado!')).not.toBeInTheDocument();
    expect(screen.getByText('Nada foi cobrado hoje.')).toBeInTheDocument();
    expect(document.querySelector('.payments-terms')).toHaveTextContent(TERMS_PT);
    expect(screen.getByRole('link', { name: /^suas assinaturas do Mercado Pago/ })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');
    expect(screen.getByText(id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar na Agência IA' })).toHaveAttribute('href', '/agency');
    // Its start is kept for the account: the client area dates the trial the same way.
    await waitFor(() => expect(localStorage.getItem('botPayments')).toContain(id));
  });

  it('reads in English, also for a bot', async () => {
    const { id } = payPlan('approved', 'discord_bot');
    await renderApp(`/payments/sucesso?payment_id=${id}&status=approved`, { language: 'en-US', userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your 15-day free trial has started!' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged today.')).toBeInTheDocument();
    expect(document.querySelector('.payments-terms')).toHaveTextContent(/Free trialuntil (\p{L}+ \d{1,2}, \d{4})First chargeR\$67\.00 on \1/u);
    expect(screen.getByRole('region', { name: 'Next step: set up your Discord bot' })).toBeInTheDocument();
  });

  it('a plan checkout that charged money is a payment', async () => {
    const { id } = payPlan('approved', 'combo');
    await renderApp(`/payments/sucesso?payment_id=${id}&status=approved`, { userId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.queryByText('Nada foi cobrado hoje.')).not.toBeInTheDocument();
  });
});

describe('payment failure', () => {
  it.each(['/payment-failure', '/payments/falha'])('%s explains and offers a retry on /agency', async (path) => {
    await renderApp(path);
    expect(
      await screen.findByText('Houve um problema ao processar seu pagamento. Tente novamente ou escolha outra forma de pagamento.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/agency');
  });

  it('uses the failure page’s English sentence', async () => {
    await renderApp('/payments/falha', { language: 'en-US' });
    expect(await screen.findByText('There was a problem processing your payment. Please try again or choose another method.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/agency');
  });
});

describe('payment pending', () => {
  it('looks the payment up without a token and shows the server’s message and the raw response', async () => {
    const { id } = payPlan('pending', 'pro');
    // The answer waits until the lookup's own message has been seen (then the demo backend answers).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(api('/payments/pendente/:id'), () => held.then(() => undefined)));
    await renderApp(`/payments/pendente?payment_id=${id}`);
    expect(await screen.findByText('Consultando o status do seu pagamento...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(/Seu pagamento está em processamento/, { selector: 'p' })).toBeInTheDocument();
    const raw = JSON.parse(screen.getByText(/"status": "pending"/).textContent!);
    expect(raw).toMatchObject({ payment_id: id, status: 'pending', status_detail: 'pending_waiting_payment' });
    expect(screen.getByRole('heading', { name: 'Detalhes técnicos' })).toBeInTheDocument();
    expect(lookups).toEqual([{ path: `/payments/pendente/${id}`, bearer: false }]);
    expect(screen.getByRole('link', { name: 'Voltar ao início e consultar o status mais tarde' })).toHaveAttribute('href', '/');
  });

  it('in English, the demo backend’s own messages are English too (the app sends its language)', async () => {
    const { id } = payPlan('pending', 'pro');
    const first = await renderApp(`/payments/pendente?payment_id=${id}`, { language: 'en-US' });
    expect(await screen.findByText(/^Your payment is being processed\./, { selector: 'p' })).toBeInTheDocument();
    first.unmount();
    await renderApp('/payments/pendente?payment_id=999999', { language: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
  });

  it('sends the bearer token when the visitor is logged in', async () => {
    const { id } = payPlan('pending', 'pro');
    await renderApp(`/payment-pending?payment_id=${id}`, { userId: 1 });
    await screen.findByText(/Seu pagamento está em processamento/, { selector: 'p' });
    expect(lookups).toEqual([{ path: `/payments/pendente/${id}`, bearer: true }]);
  });

  it('takes Mercado Pago’s collection_id when payment_id is absent', async () => {
    const { id } = payPlan('pending', 'pro');
    await renderApp(`/payments/pendente?collection_id=${id}&collection_status=pending&preference_id=x&merchant_order_id=1`);
    await screen.findByText(/Seu pagamento está em processamento/, { selector: 'p' });
    expect(lookups[0]!.path).toBe(`/payments/pendente/${id}`);
  });

  it('shows the translated default message when the server gives none', async () => {
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json({ status: 'in_process' })));
    await renderApp('/payments/pendente?payment_id=9');
    expect(
      await screen.findByText(
        'Seu pagamento está sendo processado pelo Mercado Pago. Assim que ele for confirmado, liberamos a sua compra automaticamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/"status": "in_process"/)).toBeInTheDocument();
  });

  it('goes on to the agency’s processing step when an order’s payment is approved', async () => {
    const { id } = payOrder('approved');
    const { router } = await renderApp(`/payments/pendente?payment_id=${id}`);
    // Every address shown: a visitor without a session is then sent on to log in, which a check of the current
    // address alone can miss on a loaded machine.
    await waitFor(() => expect(router.visits).toContain(`REPLACE /agency?payment=processing&payment_id=${id}`));
  });

  it('shows the server’s detail for a non-OK answer, and checks again on request', async () => {
    const { id } = payPlan('pending', 'pro');
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json({ detail: 'Pagamento ainda não registrado.' }, { status: 404 }), { once: true }));
    const { user } = await renderApp(`/payments/pendente?payment_id=${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento ainda não registrado.');
    await user.click(screen.getByRole('button', { name: 'Verificar de novo' }));
    expect(await screen.findByText(/Seu pagamento está em processamento/, { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the translated cancelled message for a non-OK answer without detail', async () => {
    server.use(http.get(api('/payments/pendente/:id'), () => new HttpResponse(null, { status: 410 })));
    await renderApp('/payments/pendente?payment_id=1', { language: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment was cancelled or not completed.');
  });

  it('shows a network error’s message', async () => {
    server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.error()));
    await renderApp('/payments/pendente?payment_id=1');
    expect(await screen.findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
  });

  it('without any payment id: no lookup, no claim of a payment, Mercado Pago’s references', async () => {
    await renderApp('/payments/pendente?preference_id=demo-pref-9&merchant_order_id=80001&collection_id=null');
    expect(await screen.findByRole('heading', { level: 1, name: 'Não identificamos o pagamento' })).toBeInTheDocument();
    expect(screen.queryByText(/Seu pagamento está sendo processado/)).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByText(/"preference_id"/).textContent!)).toEqual({ preference_id: 'demo-pref-9', merchant_order_id: '80001' });
    expect(lookups).toEqual([]);
    expect(db.payments).toHaveLength(0);
  });
});
