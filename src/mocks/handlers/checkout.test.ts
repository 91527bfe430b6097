import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { apiClient } from '@/lib/http/api-client';
import { toApiError } from '@/lib/http/api-error';
import { persistent } from '@/lib/storage/storage';
import { createPreference, planCheckoutTerms, settlePreference } from '../model';
import { issueToken } from './utils';
import { db } from '../db';

/** The demo checkout's and the payment lookup's own messages follow the language the app sends (Accept-Language). */
const detailOf = (request: Promise<unknown>) => request.then(() => null, (error: unknown) => toApiError(error).detail);

function pendingPayment(plan: 'pro' | null) {
  const preference = createPreference({
    kind: plan ? 'plan' : 'service',
    ...(plan ? planCheckoutTerms(plan) : { title: 'E-mail Marketing', amount: 50 }),
    userId: 1,
    plan,
    origin: 'http://localhost:3000',
    backPaths: { success: '/payments/sucesso', pending: '/payments/pendente', failure: '/payments/falha' },
  });
  return settlePreference(preference, 'pending').id;
}

afterEach(() => i18n.changeLanguage('pt-BR'));

describe('checkout handlers speak the visitor’s language', () => {
  it.each([
    ['pt-BR', 'Pagamento não encontrado.', 'Preferência não encontrada.', 'Resultado inválido.'],
    ['en-US', 'Payment not found.', 'Payment preference not found.', 'Invalid outcome.'],
  ])('%s: not found and invalid outcome', async (language, payment, preference, outcome) => {
    await i18n.changeLanguage(language);
    expect(await detailOf(apiClient.get('/payments/pendente/123456'))).toBe(payment);
    expect(await detailOf(apiClient.get('/demo/checkout/demo-pref-none'))).toBe(preference);
    const { id } = createPreference({ kind: 'plan', ...planCheckoutTerms('pro'), userId: 1, plan: 'pro', origin: 'http://localhost:3000', backPaths: { success: '/a', pending: '/b', failure: '/c' } });
    expect(await detailOf(apiClient.post(`/demo/checkout/${id}`, { outcome: 'maybe' }))).toBe(outcome);
  });

  it.each([
    ['pt-BR', 'pro', 'Seu pagamento está em processamento. Assim que o Mercado Pago confirmar, sua assinatura é ativada.'],
    ['en-US', 'pro', 'Your payment is being processed. As soon as Mercado Pago confirms it, your subscription is activated.'],
    ['pt-BR', null, 'Seu pagamento está em processamento. Assim que o Mercado Pago confirmar, liberamos o seu pedido.'],
    ['en-US', null, "Your payment is being processed. As soon as Mercado Pago confirms it, we'll release your order."],
  ] as const)('%s: a pending %s payment’s message says what it releases', async (language, plan, message) => {
    await i18n.changeLanguage(language);
    persistent.token.set(issueToken(db.users[0]!));
    const { data } = await apiClient.get<{ message: string }>(`/payments/pendente/${pendingPayment(plan)}`);
    expect(data.message).toBe(message);
  });
});

describe('the demo checkout, opened again after its approval', () => {
  it('shows it as paid, with the way on, and refuses a second approval: one payment recorded', async () => {
    const { id } = createPreference({ kind: 'plan', ...planCheckoutTerms('pro'), userId: 1, plan: 'pro', origin: 'http://localhost:3000', backPaths: { success: '/a', pending: '/b', failure: '/c' } });
    const first = await apiClient.post<{ payment_id: string }>(`/demo/checkout/${id}`, { outcome: 'approved' });
    const { data } = await apiClient.get<{ paid: { payment_id: string; redirect_url: string } | null }>(`/demo/checkout/${id}`);
    expect(data.paid?.payment_id).toBe(first.data.payment_id);
    expect(new URL(data.paid!.redirect_url).pathname).toBe('/a');
    expect(await detailOf(apiClient.post(`/demo/checkout/${id}`, { outcome: 'approved' }))).toBe('Este checkout já foi concluído.');
    expect(db.payments.filter((payment) => payment.preference_id === id)).toHaveLength(1);
  });

  it('stays open after a declined or pending payment (a new attempt is a new payment)', async () => {
    const { id } = createPreference({ kind: 'plan', ...planCheckoutTerms('pro'), userId: 1, plan: 'pro', origin: 'http://localhost:3000', backPaths: { success: '/a', pending: '/b', failure: '/c' } });
    await apiClient.post(`/demo/checkout/${id}`, { outcome: 'rejected' });
    const { data } = await apiClient.get<{ paid: unknown }>(`/demo/checkout/${id}`);
    expect(data.paid).toBeNull();
    await apiClient.post(`/demo/checkout/${id}`, { outcome: 'approved' });
    expect(db.payments.filter((payment) => payment.preference_id === id).map((payment) => payment.status)).toEqual(['rejected', 'approved']);
  });
});
