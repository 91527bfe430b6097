import { http, HttpResponse } from 'msw';
import { db, type DbPreference, type PaymentStatus } from '../db';
import { backUrlFor, externalReference, settlePreference } from '../model';
import { api, demoDelay, jsonError, readJson, say, userFromRequest, type DemoText } from './utils';

const OUTCOMES: readonly PaymentStatus[] = ['approved', 'pending', 'rejected'];

const NOT_FOUND = {
  preference: { 'pt-BR': 'Preferência não encontrada.', 'en-US': 'Payment preference not found.' },
  payment: { 'pt-BR': 'Pagamento não encontrado.', 'en-US': 'Payment not found.' },
} satisfies Record<string, DemoText>;
const INVALID_OUTCOME: DemoText = { 'pt-BR': 'Resultado inválido.', 'en-US': 'Invalid outcome.' };
const ALREADY_PAID: DemoText = { 'pt-BR': 'Este checkout já foi concluído.', 'en-US': 'This checkout has already been completed.' };

/** The approved payment of a preference, if any: like Mercado Pago's, a checkout that was paid is closed. */
const approvedPaymentOf = (preference: DbPreference) => db.payments.find((p) => p.preference_id === preference.id && p.status === 'approved');

/** The lookup's message: what a pending payment releases depends on what it pays for (a plan or an order). */
function pendingMessage(status: PaymentStatus, preference: DbPreference | undefined): DemoText {
  if (status === 'approved') return { 'pt-BR': 'Pagamento aprovado.', 'en-US': 'Payment approved.' };
  if (status === 'rejected') return { 'pt-BR': 'O pagamento foi recusado.', 'en-US': 'The payment was declined.' };
  return preference?.plan
    ? {
        'pt-BR': 'Seu pagamento está em processamento. Assim que o Mercado Pago confirmar, sua assinatura é ativada.',
        'en-US': 'Your payment is being processed. As soon as Mercado Pago confirms it, your subscription is activated.',
      }
    : {
        'pt-BR': 'Seu pagamento está em processamento. Assim que o Mercado Pago confirmar, liberamos o seu pedido.',
        'en-US': "Your payment is being processed. As soon as Mercado Pago confirms it, we'll release your order.",
      };
}

/** The demo checkout (standing in for Mercado Pago) and the pending-payment lookup; messages in the visitor's language. */
export const checkoutHandlers = [
  http.get(api('/demo/checkout/:preferenceId'), async ({ params, request }) => {
    await demoDelay();
    const preference = db.preferences.find((p) => p.id === params.preferenceId);
    if (!preference) return jsonError(404, say(request, NOT_FOUND.preference));
    const paid = approvedPaymentOf(preference);
    return HttpResponse.json({
      id: preference.id,
      title: preference.title,
      amount: preference.amount,
      kind: preference.kind,
      plan: preference.plan,
      trial_days: preference.trial_days ?? null,
      monthly_amount: preference.monthly_amount ?? null,
      // Opened again (Back from the return page): already paid, with the way on, and nothing to pay twice.
      paid: paid ? { payment_id: paid.id, redirect_url: backUrlFor(preference, paid) } : null,
    });
  }),

  http.post(api('/demo/checkout/:preferenceId'), async ({ params, request }) => {
    await demoDelay();
    const preference = db.preferences.find((p) => p.id === params.preferenceId);
    if (!preference) return jsonError(404, say(request, NOT_FOUND.preference));
    const { outcome } = await readJson(request);
    if (!OUTCOMES.includes(outcome as PaymentStatus)) return jsonError(422, say(request, INVALID_OUTCOME));
    // One approval per checkout: a second one would record a second payment for one purchase.
    if (approvedPaymentOf(preference)) return jsonError(409, say(request, ALREADY_PAID));
    const payment = settlePreference(preference, outcome as PaymentStatus);
    return HttpResponse.json({ payment_id: payment.id, status: payment.status, redirect_url: backUrlFor(preference, payment) });
  }),

  /**
   * The token is optional here (docs/product/payments.md#the-pending-lookup). Like Mercado Pago's payment,
   * it carries the preference's external_reference and date_approved.
   */
  http.get(api('/payments/pendente/:paymentId'), async ({ params, request }) => {
    await demoDelay();
    const payment = db.payments.find((p) => p.id === params.paymentId);
    const user = userFromRequest(request);
    if (!payment || (user && user.id !== payment.user_id)) return jsonError(404, say(request, NOT_FOUND.payment));
    const preference = db.preferences.find((p) => p.id === payment.preference_id);
    return HttpResponse.json({
      payment_id: payment.id,
      status: payment.status,
      status_detail: payment.status_detail,
      message: say(request, pendingMessage(payment.status, preference)),
      transaction_amount: payment.amount,
      date_created: payment.created_at,
      // As Mercado Pago's payment has it: when it was approved (the demo settles a payment at once), else null.
      date_approved: payment.status === 'approved' ? payment.created_at : null,
      external_reference: preference ? externalReference(preference) : null,
    });
  }),
];
