import { http, HttpResponse, type HttpHandler } from 'msw';
import { DISCORD_BOT_NAME } from '@/config/brand';
import { PASSWORD_MIN_LENGTH } from '@/config/input-limits';
import { PLAN_MONTHLY_PRICES } from '@/config/prices';
import { TRIAL_DAYS, type BotPlanId } from '@/config/plans';
import { fallbackInviteUrl, isModerationAction, permissionsString } from '@/domain/bots/discord-permissions';
import { isValidWhatsapp, whatsappDigits } from '@/lib/links/whatsapp-number';
import { db, nextId } from '../db';
import { createPreference, hasPlan, planCheckoutTerms } from '../model';
import { api, demoDelay, jsonError, readJson, say, withAuth, siteOrigin, type DemoText } from './utils';
import { paths } from '@/config/routes';

/** The accounts area's own messages, in the language of the request (FastAPI's English words in en-US). */
const MESSAGES = {
  invalidEmail: { 'pt-BR': 'E-mail inválido.', 'en-US': 'value is not a valid email address' },
  shortPassword: {
    'pt-BR': `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    'en-US': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  emailTaken: { 'pt-BR': 'E-mail já cadastrado.', 'en-US': 'Email already registered' },
  serviceType: { 'pt-BR': 'service_type deve ser bot_ia ou moderacao_ia.', 'en-US': 'service_type must be bot_ia or moderacao_ia.' },
  required: { 'pt-BR': 'Campo obrigatório', 'en-US': 'Field required' },
  actions: { 'pt-BR': 'Ações de moderação inválidas.', 'en-US': 'Invalid moderation actions.' },
  /** The sales bot's contact number, refused like the app refuses it (docs/product/marketing.md#validation). */
  invalidWhatsapp: { 'pt-BR': 'Informe um número de WhatsApp válido (inclua DDD).', 'en-US': 'Enter a valid WhatsApp number (include the area code).' },
} satisfies Record<string, DemoText>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each bot's plan and its `service_name`, as the API names its products (data, not a message; the app shows its own name for a bot). */
const AUTOMATION_PRODUCTS = {
  bot_ia: { plan: 'whatsapp_bot', name: 'Bot de vendas com IA para WhatsApp', required: ['business_description', 'plans_and_services'] },
  moderacao_ia: { plan: 'discord_bot', name: 'Bot de moderação com IA para Discord', required: ['server_name', 'server_rules'] },
} as const satisfies Record<string, { plan: BotPlanId; name: string; required: readonly string[] }>;

type AutomationType = keyof typeof AUTOMATION_PRODUCTS;
const isAutomationType = (value: unknown): value is AutomationType => value === 'bot_ia' || value === 'moderacao_ia';

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
    if (!EMAIL.test(email)) problems.push({ field: 'email', msg: say(request, MESSAGES.invalidEmail) });
    if (password.length < PASSWORD_MIN_LENGTH) problems.push({ field: 'password', msg: say(request, MESSAGES.shortPassword) });
    if (problems.length) return validationError(problems);
    if (db.users.some((user) => user.email === email)) return jsonError(400, say(request, MESSAGES.emailTaken));
    const user = { id: nextId(), email, password, name: email.split('@')[0] ?? email };
    db.users.push(user);
    return HttpResponse.json({ id: user.id, email: user.email }, { status: 201 });
  }),

  /**
   * A bot subscription request: stores it and answers the checkout link of its trial subscription.
   * A customer who already holds the bot's plan gets no checkout (payment_url null): nothing to authorise twice.
   * The sales bot's request carries `whatsapp` (ours, docs/product/bots.md#the-setup-request), the number the team calls.
   */
  http.post(
    api('/ia/automation-request'),
    withAuth(async ({ request }, user) => {
      await demoDelay();
      const body = await readJson(request);
      if (!isAutomationType(body.service_type)) return jsonError(422, say(request, MESSAGES.serviceType));
      const product = AUTOMATION_PRODUCTS[body.service_type];
      const missing = product.required.filter((field) => !text(body, field));
      if (missing.length) return validationError(missing.map((field) => ({ field, msg: `${say(request, MESSAGES.required)}: ${field}` })));
      if (body.service_type === 'bot_ia' && !isValidWhatsapp(text(body, 'whatsapp'))) {
        return validationError([{ field: 'whatsapp', msg: say(request, MESSAGES.invalidWhatsapp) }]);
      }
      if (body.service_type === 'moderacao_ia') {
        const actions = body.moderation_actions ?? [];
        if (!Array.isArray(actions) || !actions.every(isModerationAction)) {
          return validationError([{ field: 'moderation_actions', msg: say(request, MESSAGES.actions) }]);
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
        return validationError([{ field: 'moderation_actions', msg: say(request, MESSAGES.actions) }]);
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
