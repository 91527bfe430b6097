import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_MAX_TOKENS } from '@/config/order-processing';
import { MONTHLY_QUOTA } from '@/config/quotas';
import { SERVICE_PLAN_IDS } from '@/config/plans';
import { isGeneratedType, serviceTypeOf, type GeneratedType } from '@/domain/orders/service-types';
import { countThisMonth } from '@/domain/orders/quota';
import { db, nextId, type DbHistoryItem } from '../db';
import { createPreference, mainSubscription, settlePreference } from '../model';
import { DEMO_CATALOGUE, findDemoService } from '../fixtures/service-catalogue';
import { GENERATION_DELAY_MS, generateResult, upgradeSeedImage } from '../fixtures/demo-generation';
import { api, demoDelay, jsonError, readJson, say, withAuth, siteOrigin } from './utils';
import { MESSAGES, quotaUsed } from './services-messages';
import { PAYMENT_PROCESSING, paths, query } from '@/config/routes';

const PATHS: Record<GeneratedType, string> = { text: 'texto', image: 'imagem', audio: 'audio' };
const GENERATED: GeneratedType[] = ['text', 'image', 'audio'];
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** POST /payments/preference: multipart (service_name, prompt, file) or service_name as a query parameter. */
const preferenceHandler = http.post(
  api('/payments/preference'),
  withAuth(async ({ request }, user) => {
    await demoDelay();
    const url = new URL(request.url);
    let serviceName = url.searchParams.get('service_name') ?? '';
    let prompt = '';
    if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      const form = await request.formData();
      serviceName = str(form.get('service_name')) || serviceName;
      prompt = str(form.get('prompt'));
    }
    if (!serviceName.trim()) return jsonError(422, say(request, MESSAGES.noService));
    const service = findDemoService(serviceName);
    if (!service) return jsonError(404, say(request, MESSAGES.unknownService));
    const type = serviceTypeOf(service.name);
    if (!isGeneratedType(type)) return jsonError(422, say(request, MESSAGES.madeToOrder));
    const preference = createPreference({
      kind: 'service',
      title: service.name,
      amount: service.price,
      userId: user.id,
      service: { service_name: service.name, service_type: type, prompt, system_context: service.context, max_tokens: DEFAULT_MAX_TOKENS },
      backPaths: { success: `${paths.agency}?${query.payment}=${PAYMENT_PROCESSING}`, pending: paths.paymentPendingPt, failure: paths.paymentFailurePt },
      origin: siteOrigin(request),
    });
    return HttpResponse.json({ preference: { id: preference.id, init_point: preference.init_point } });
  }),
);

/**
 * POST /payments/process (the Payment Brick's submit). Demo rule: a payer
 * e-mail starting with "reject" is refused, "pending" stays in review, Pix and
 * boleto wait for payment, everything else is approved.
 */
const processHandler = http.post(
  api('/payments/process'),
  withAuth(async ({ request }, user) => {
    await demoDelay();
    const body = await readJson(request);
    const preference = db.preferences.find((p) => p.id === str(body.preference_id) && p.user_id === user.id);
    if (!preference) return jsonError(404, say(request, MESSAGES.unknownPreference));
    const payer = typeof body.payer === 'object' && body.payer !== null ? (body.payer as Record<string, unknown>) : {};
    const email = str(payer.email).toLowerCase();
    const method = str(body.payment_method_id).toLowerCase();
    const offline = method === 'pix' || method === 'bolbradesco' || method === 'pec';
    const outcome = email.startsWith('reject') ? 'rejected' : email.startsWith('pending') || offline ? 'pending' : 'approved';
    const payment = settlePreference(preference, outcome);
    const status = outcome === 'pending' ? (offline ? 'pending' : 'in_process') : outcome;
    return HttpResponse.json({ id: payment.id, status, status_detail: payment.status_detail });
  }),
);

function newHistoryItem(fields: Omit<DbHistoryItem, 'id' | 'created_at'>): DbHistoryItem {
  return { id: nextId(), created_at: new Date().toISOString(), ...fields };
}

/** POST /ia/subscription/texto|imagem|audio: plan holders, within the month's quota. */
const planRunHandler = (type: GeneratedType) =>
  http.post(
    api(`/ia/subscription/${PATHS[type]}`),
    withAuth(async ({ request }, user) => {
      await demoDelay(GENERATION_DELAY_MS[type]);
      const body = await readJson(request);
      const subscription = mainSubscription(user.id);
      if (!subscription || !(SERVICE_PLAN_IDS as readonly string[]).includes(subscription.plan)) {
        return jsonError(403, say(request, MESSAGES.noContentPlan));
      }
      const quota = MONTHLY_QUOTA[subscription.plan];
      if (typeof quota === 'number' && countThisMonth(db.history.filter((item) => item.user_id === user.id)) >= quota) {
        return jsonError(403, say(request, quotaUsed(quota)));
      }
      if (body.service_type !== undefined && body.service_type !== type) return jsonError(422, say(request, MESSAGES.unsupportedType));
      const serviceName = str(body.service_name).trim();
      const prompt = str(body.prompt).trim();
      if (!serviceName || !prompt) return jsonError(422, say(request, MESSAGES.noPrompt));
      const item = newHistoryItem({
        service_name: serviceName,
        service_type: type,
        prompt,
        ...generateResult(type, serviceName, prompt),
        payment_id: null,
        user_id: user.id,
        system_context: str(body.system_context),
        max_tokens: Number(body.max_tokens) || DEFAULT_MAX_TOKENS,
        payment_status: 'active',
        payment_amount: 0,
      });
      db.history.push(item);
      return HttpResponse.json({ id: item.id, result: item.result ?? item.result_bin, result_bin: item.result_bin, service_type: type });
    }),
  );

/** POST /ia/texto|imagem|audio: generates a paid order once; repeating it changes nothing. */
const generationHandler = (type: GeneratedType) =>
  http.post(api(`/ia/${PATHS[type]}`), async ({ request }) => {
    const body = await readJson(request);
    const item = db.history.find((entry) => entry.payment_id !== null && entry.payment_id === str(body.payment_id));
    if (!item) return jsonError(404, say(request, MESSAGES.noOrder));
    if (item.service_type !== type) return jsonError(422, say(request, MESSAGES.unsupportedType));
    if (item.payment_status !== 'approved') return jsonError(402, say(request, MESSAGES.notApproved));
    if (item.result || item.result_bin) return HttpResponse.json({ status: 'completed', id: item.id });
    await demoDelay(GENERATION_DELAY_MS[type]);
    Object.assign(item, generateResult(type, item.service_name, str(body.prompt) || item.prompt));
    return HttpResponse.json({ status: 'completed', id: item.id });
  });

/** /ia/services, /payments/preference, /payments/process, /ia/subscription/*, /ia/history*, /ia/texto|imagem|audio. Owned by the AI services area. */
export const serviceHandlers: HttpHandler[] = [
  http.get(api('/ia/services'), async () => {
    await demoDelay();
    return HttpResponse.json(DEMO_CATALOGUE);
  }),
  preferenceHandler,
  processHandler,
  ...GENERATED.map(planRunHandler),
  http.get(api('/ia/history/payment/:paymentId'), async ({ params, request }) => {
    await demoDelay();
    const item = db.history.find((entry) => entry.payment_id !== null && entry.payment_id === params.paymentId);
    return item ? HttpResponse.json(upgradeSeedImage(item)) : jsonError(404, say(request, MESSAGES.noOrder));
  }),
  ...GENERATED.map(generationHandler),
  http.get(api('/ia/history/:userId'), async ({ params, request }) => {
    await demoDelay();
    const userId = Number(params.userId);
    if (!Number.isInteger(userId)) return jsonError(422, say(request, MESSAGES.invalidUser));
    const items = db.history.filter((item) => item.user_id === userId).map(upgradeSeedImage);
    return HttpResponse.json([...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)));
  }),
];
