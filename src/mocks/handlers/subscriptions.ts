import { http, HttpResponse } from 'msw';
import { isPlanId } from '@/config/plans';
import { createPreference, hasPlan, mainSubscription, planCheckoutTerms } from '../model';
import { api, demoDelay, jsonError, say, withAuth, siteOrigin, type DemoText } from './utils';
import { paths } from '@/config/routes';

const INVALID_PLAN: DemoText = { 'pt-BR': 'Plano inválido.', 'en-US': 'Invalid plan.' };

export const subscriptionHandlers = [
  http.get(
    api('/subscription'),
    withAuth(async (_info, user) => {
      await demoDelay();
      const subscription = mainSubscription(user.id);
      return HttpResponse.json({ plan: subscription?.plan ?? null, is_active: subscription?.is_active ?? false });
    }),
  ),

  http.get(
    api('/subscription/check-bot-plan'),
    withAuth(async ({ request }, user) => {
      await demoDelay();
      const plan = new URL(request.url).searchParams.get('plan');
      if (!isPlanId(plan)) return jsonError(422, say(request, INVALID_PLAN));
      return HttpResponse.json({ has_subscription: hasPlan(user.id, plan) });
    }),
  ),

  /** Empty body; the plan travels in the query. */
  http.post(
    api('/payments/plan-preference'),
    withAuth(async ({ request }, user) => {
      await demoDelay();
      const url = new URL(request.url);
      const plan = url.searchParams.get('plan');
      if (!isPlanId(plan)) return jsonError(422, say(request, INVALID_PLAN));
      const preference = createPreference({
        kind: 'plan',
        ...planCheckoutTerms(plan),
        userId: user.id,
        plan,
        origin: siteOrigin(request),
        backPaths: { success: paths.paymentSuccessPt, pending: paths.paymentPendingPt, failure: paths.paymentFailurePt },
      });
      return HttpResponse.json({ init_point: preference.init_point, preference_id: preference.id });
    }),
  ),
];
