import { http, HttpResponse } from 'msw';
import { db, type PaymentStatus } from '../db';
import { backUrlFor, settlePreference } from '../model';
import { api, demoDelay, jsonError, readJson, userFromRequest } from './utils';

const OUTCOMES: readonly PaymentStatus[] = ['approved', 'pending', 'rejected'];

const PENDING_MESSAGES: Record<PaymentStatus, string> = {
  approved: 'Pagamento aprovado.',
  pending: 'Seu pagamento está em processamento. Assim que o Mercado Pago confirmar, liberamos o seu pedido.',
  rejected: 'O pagamento foi recusado.',
};

/** The demo checkout (standing in for Mercado Pago) and the pending-payment lookup. */
export const checkoutHandlers = [
  http.get(api('/demo/checkout/:preferenceId'), async ({ params }) => {
    await demoDelay();
    const preference = db.preferences.find((p) => p.id === params.preferenceId);
    if (!preference) return jsonError(404, 'Preferência não encontrada.');
    return HttpResponse.json({
      id: preference.id,
      title: preference.title,
      amount: preference.amount,
      kind: preference.kind,
      plan: preference.plan,
      trial_days: preference.trial_days ?? null,
      monthly_amount: preference.monthly_amount ?? null,
    });
  }),

  http.post(api('/demo/checkout/:preferenceId'), async ({ params, request }) => {
    await demoDelay();
    const preference = db.preferences.find((p) => p.id === params.preferenceId);
    if (!preference) return jsonError(404, 'Preferência não encontrada.');
    const { outcome } = await readJson(request);
    if (!OUTCOMES.includes(outcome as PaymentStatus)) return jsonError(422, 'Resultado inválido.');
    const payment = settlePreference(preference, outcome as PaymentStatus);
    return HttpResponse.json({ payment_id: payment.id, status: payment.status, redirect_url: backUrlFor(preference, payment) });
  }),

  /** The token is optional here (SPEC §6). */
  http.get(api('/payments/pendente/:paymentId'), async ({ params, request }) => {
    await demoDelay();
    const payment = db.payments.find((p) => p.id === params.paymentId);
    const user = userFromRequest(request);
    if (!payment || (user && user.id !== payment.user_id)) return jsonError(404, 'Pagamento não encontrado.');
    return HttpResponse.json({
      payment_id: payment.id,
      status: payment.status,
      status_detail: payment.status_detail,
      message: PENDING_MESSAGES[payment.status],
      transaction_amount: payment.amount,
      date_created: payment.created_at,
    });
  }),
];
