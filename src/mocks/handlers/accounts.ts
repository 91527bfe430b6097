import { http, HttpResponse, type HttpHandler } from 'msw';
import { DISCORD_BOT_NAME, PASSWORD_MIN_LENGTH, PLAN_MONTHLY_PRICES, TRIAL_DAYS, type BotPlanId } from '@/config/constants';
import { fallbackInviteUrl, isModerationAction, permissionsString } from '@/lib/discord-permissions';
import { isValidWhatsapp, whatsappDigits } from '@/lib/whatsapp-number';
import { db, nextId } from '../db';
import { createPreference, hasPlan, planCheckoutTerms } from '../model';
import { api, demoDelay, jsonError, readJson, requestLanguage, withAuth, siteOrigin } from './utils';
import { paths } from '@/config/routes';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const AUTOMATION_PRODUCTS = {
  bot_ia: { plan: 'whatsapp_bot', name: 'Bot de vendas com IA para WhatsApp', required: ['business_description', 'plans_and_services'] },
  moderacao_ia: { plan: 'discord_bot', name: 'Bot de moderação com IA para Discord', required: ['server_name', 'server_rules'] },
} as const satisfies Record<string, { plan: BotPlanId; name: string; required: readonly string[] }>;

type AutomationType = keyof typeof AUTOMATION_PRODUCTS;
const isAutomationType = (value: unknown): value is AutomationType => value === 'bot_ia' || value === 'moderacao_ia';

/** The sales bot's contact number, refused like the app refuses it (SPEC §5's rule, in the visitor's language). */
const INVALID_WHATSAPP = {
  'pt-BR': 'Informe um número de WhatsApp válido (inclua DDD).',
  'en-US': 'Enter a valid WhatsApp number (include the area code).',
} as const;

const text = (body: Record<string, unknown>, field: string) => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');

/** FastAPI-style validation error: a list of { loc, msg, type }. */
const validationError = (problems: { field: string; msg: string }[]) =>
  HttpResponse.json(
    { detail: problems.map(({ field, msg }) => ({ loc: ['body', field], msg, type: 'value_error' })) },
    { status: 422 },
  );

/** /register, /ia/automation-request, /ia/discord-invite. Owned by the accounts area. */
export const accountHandlers: HttpHandler[] = [
  /** Assumed contract (docs/api-contract.md): JSON e-mail and password, 201 with the new user. */
  http.post(api('/register'), async ({ request }) => {
    await demoDelay();
    const body = await readJson(request);
    const email = text(body, 'email').toLowerCase();
    const password = typeof body.password === 'string' ? body.password : '';
    const problems: { field: string; msg: string }[] = [];
    if (!EMAIL.test(email)) problems.push({ field: 'email', msg: 'value is not a valid email address' });
    if (password.length < PASSWORD_MIN_LENGTH) {
      problems.push({ field: 'password', msg: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` });
    }
    if (problems.length) return validationError(problems);
    if (db.users.some((user) => user.email === email)) return jsonError(400, 'Email already registered');
    const user = { id: nextId(), email, password, name: email.split('@')[0] ?? email };
    db.users.push(user);
    return HttpResponse.json({ id: user.id, email: user.email }, { status: 201 });
  }),

  /**
   * A bot subscription request: stores it and answers the checkout link of its trial subscription.
   * A customer who already holds the bot's plan gets no checkout (payment_url null): nothing to authorise twice.
   * The sales bot's request carries `whatsapp` (ours, README), the number the team calls.
   */
  http.post(
    api('/ia/automation-request'),
    withAuth(async ({ request }, user) => {
      await demoDelay();
      const body = await readJson(request);
      if (!isAutomationType(body.service_type)) return jsonError(422, 'service_type deve ser bot_ia ou moderacao_ia.');
      const product = AUTOMATION_PRODUCTS[body.service_type];
      const missing = product.required.filter((field) => !text(body, field));
      if (missing.length) return validationError(missing.map((field) => ({ field, msg: `Campo obrigatório: ${field}` })));
      if (body.service_type === 'bot_ia' && !isValidWhatsapp(text(body, 'whatsapp'))) {
        return validationError([{ field: 'whatsapp', msg: INVALID_WHATSAPP[requestLanguage(request)] }]);
      }
      if (body.service_type === 'moderacao_ia') {
        const actions = body.moderation_actions ?? [];
        if (!Array.isArray(actions) || !actions.every(isModerationAction)) {
          return validationError([{ field: 'moderation_actions', msg: 'Ações de moderação inválidas.' }]);
        }
      }
      const id = nextId();
      const price = PLAN_MONTHLY_PRICES[product.plan];
      const preference = hasPlan(user.id, product.plan)
        ? null
        : createPreference({
            kind: 'automation',
            ...planCheckoutTerms(product.plan),
            userId: user.id,
            plan: product.plan,
            automationId: id,
            origin: siteOrigin(request),
            backPaths: { success: paths.automationSuccess, pending: paths.paymentPendingPt, failure: paths.paymentFailurePt },
          });
      db.automationRequests.push({
        id,
        user_id: user.id,
        service_type: body.service_type,
        payload: body,
        preference_id: preference?.id ?? null,
        ...(body.service_type === 'bot_ia' && { whatsapp: whatsappDigits(text(body, 'whatsapp')) }),
        created_at: new Date().toISOString(),
      });
      return HttpResponse.json({ payment_url: preference?.init_point ?? null, service_name: product.name, price, trial_days: TRIAL_DAYS });
    }),
  ),

  /** The moderation bot's invite for the chosen actions. */
  http.post(
    api('/ia/discord-invite'),
    withAuth(async ({ request }) => {
      await demoDelay();
      const body = await readJson(request);
      const actions = body.moderation_actions;
      if (!Array.isArray(actions) || !actions.every(isModerationAction)) {
        return validationError([{ field: 'moderation_actions', msg: 'Ações de moderação inválidas.' }]);
      }
      const selected = [...new Set(actions)];
      return HttpResponse.json({
        invite_url: fallbackInviteUrl(selected),
        permissions: permissionsString(selected),
        bot_name: DISCORD_BOT_NAME,
        bot_online: true,
        selected_actions: selected,
      });
    }),
  ),
];
