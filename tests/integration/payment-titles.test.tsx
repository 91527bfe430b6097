import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/config/languages';
import { api } from '@/mocks/handlers/utils';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';

/** The tab's title says what the page's heading says, in every state of the result pages, in both languages. */
type Setup = () => void;
const answer = (body: Record<string, unknown>, status = 200): Setup => () =>
  server.use(http.get(api('/payments/pendente/:id'), () => HttpResponse.json(body, { status })));
/** The lookup never answers: the page stays on "checking". */
const hold: Setup = () => server.use(http.get(api('/payments/pendente/:id'), () => new Promise<never>(() => {})));

const CASES: [string, string, Setup | null, Record<Language, string>][] = [
  ['success, no payment id', '/payment-success', null, { 'pt-BR': 'Não identificamos o pagamento', 'en-US': "We couldn't identify the payment" }],
  ['success, checking', '/payments/sucesso?payment_id=4455', hold, { 'pt-BR': 'Confirmando seu pagamento', 'en-US': 'Confirming your payment' }],
  ['success, approved', '/payment-success?payment_id=4455', answer({ status: 'approved' }), { 'pt-BR': 'Pagamento aprovado', 'en-US': 'Payment approved' }],
  ['success, pending', '/payment-success?payment_id=4455', answer({ status: 'pending' }), { 'pt-BR': 'Pagamento em análise', 'en-US': 'Payment under review' }],
  ['success, rejected', '/payment-success?payment_id=4455', answer({ status: 'rejected' }), { 'pt-BR': 'Pagamento não aprovado', 'en-US': 'Payment not approved' }],
  ['success, refunded', '/payment-success?payment_id=4455', answer({ status: 'refunded' }), { 'pt-BR': 'Pagamento devolvido', 'en-US': 'Payment refunded' }],
  ['success, lookup failed', '/payment-success?payment_id=4455', answer({ detail: 'x' }, 404), { 'pt-BR': 'Não conseguimos confirmar seu pagamento agora', 'en-US': "We couldn't confirm your payment right now" }],
  ['pending, no payment id', '/payments/pendente?payment_id=null', null, { 'pt-BR': 'Não identificamos o pagamento', 'en-US': "We couldn't identify the payment" }],
  ['pending, checking', '/payment-pending?payment_id=4455', hold, { 'pt-BR': 'Confirmando seu pagamento', 'en-US': 'Confirming your payment' }],
  ['pending, pending', '/payment-pending?payment_id=4455', answer({ status: 'in_process' }), { 'pt-BR': 'Pagamento em análise', 'en-US': 'Payment under review' }],
  ['pending, rejected', '/payment-pending?payment_id=4455', answer({ status: 'cancelled' }), { 'pt-BR': 'Pagamento não aprovado', 'en-US': 'Payment not approved' }],
  ['pending, lookup failed', '/payment-pending?payment_id=4455', answer({}, 500), { 'pt-BR': 'Não conseguimos confirmar seu pagamento agora', 'en-US': "We couldn't confirm your payment right now" }],
  ['failure', '/payments/falha', null, { 'pt-BR': 'Pagamento não concluído', 'en-US': 'Payment not completed' }],
];

describe.each(['pt-BR', 'en-US'] as const)('payment page titles in %s', (language) => {
  it.each(CASES)('%s', async (_state, url, setup, heading) => {
    setup?.();
    await renderApp(url, { language });
    const h1 = await screen.findByRole('heading', { level: 1, name: new RegExp(`^${heading[language]}!?$`) });
    expect(h1).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading[language]} | IAgência`));
  });
});
