import { http, HttpResponse } from 'msw';
import type { PlanId } from '@/config/plans';
import { db, type PaymentStatus } from '@/mocks/db';
import { api } from '@/mocks/handlers/utils';
import { backUrlFor, createPreference, planCheckoutTerms, settlePreference } from '@/mocks/model';
import { server } from '@/mocks/node';

/** A payment settled the way the demo checkout settles it, and the back URL it returns to (path and query). */
interface Paid {
  id: string;
  backUrl: string;
}

const BACK_PATHS = { success: '/payments/sucesso', pending: '/payments/pendente', failure: '/payments/falha' };

function settle(preference: ReturnType<typeof createPreference>, status: PaymentStatus): Paid {
  const payment = settlePreference(preference, status);
  const url = new URL(backUrlFor(preference, payment));
  return { id: payment.id, backUrl: `${url.pathname}${url.search}` };
}

/** A plan's checkout (a plan button), or a bot's setup request (`automationId`, from /automation). */
export function payPlan(status: PaymentStatus, plan: PlanId, { userId = 1, automationId = null }: { userId?: number; automationId?: number | null } = {}): Paid {
  return settle(
    createPreference({
      kind: automationId ? 'automation' : 'plan',
      ...planCheckoutTerms(plan),
      userId,
      plan,
      automationId,
      origin: 'http://localhost:3000',
      backPaths: BACK_PATHS,
    }),
    status,
  );
}

/** An order's payment: approved or pending, the demo records the order in the history. */
export function payOrder(status: PaymentStatus, userId = 1): Paid {
  return settle(
    createPreference({
      kind: 'service',
      title: 'E-mail Marketing',
      amount: 50,
      userId,
      service: { service_name: 'E-mail Marketing', service_type: 'text', prompt: 'Empresa: Café Serra Alta', system_context: '', max_tokens: 2048 },
      origin: 'http://localhost:3000',
      backPaths: { ...BACK_PATHS, success: '/agency?payment=processing' },
    }),
    status,
  );
}

/** The same return URL without Mercado Pago's external_reference (an integration that sets none). */
export const withoutReference = (backUrl: string) => {
  const url = new URL(backUrl, 'http://localhost');
  url.searchParams.delete('external_reference');
  return `${url.pathname}${url.search}`;
};

/** The API's lookup answers the status only, with no external_reference: the page has to ask what the customer holds. */
export function lookupWithoutReference() {
  server.use(
    http.get(api('/payments/pendente/:id'), ({ params }) => {
      const payment = db.payments.find((p) => p.id === params.id);
      return payment ? HttpResponse.json({ payment_id: payment.id, status: payment.status }) : HttpResponse.json({ detail: 'x' }, { status: 404 });
    }),
  );
}
