import { COMBO_ACTIVE_BOTS, MONTHLY_QUOTA, TIER_SERVICES, AGENCY_UNLIMITED_DAYS } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { PACKAGE_DELIVERY_HOURS } from '@/config/promised-times';
import { TRIAL_DAYS, TRIAL_PLAN_IDS, type PlanId } from '@/config/plans';
import type { Language } from '@/config/languages';
import { BOTS, type BotName } from '@/config/bots';
import { money } from '../legal-text';

/** The plans, prices, quotas and trials the terms quote, all read from src/config/ (prices.ts, quotas.ts, plans.ts, promised-times.ts). */

const NAMES: Record<Language, Record<PlanId, string>> = {
  'pt-BR': {
    start: 'plano Start',
    pro: 'plano Pro',
    creator: 'plano Creator',
    corporate: 'plano Corporate',
    combo: 'plano Combo',
    whatsapp_bot: 'bot de vendas para WhatsApp',
    discord_bot: 'bot de moderação para Discord',
  },
  'en-US': {
    start: 'Start plan',
    pro: 'Pro plan',
    creator: 'Creator plan',
    corporate: 'Corporate plan',
    combo: 'Combo plan',
    whatsapp_bot: 'WhatsApp sales bot',
    discord_bot: 'Discord moderation bot',
  },
};

const CONTENT_PLANS = ['start', 'pro', 'creator', 'corporate', 'combo'] as const satisfies readonly PlanId[];

const planName = (plan: PlanId, language: Language) => NAMES[language][plan];
const planPrice = (plan: PlanId, language: Language) => money(PLAN_MONTHLY_PRICES[plan], language);
const isTrialPlan = (plan: PlanId) => (TRIAL_PLAN_IDS as readonly PlanId[]).includes(plan);

function quotaText(plan: PlanId, language: Language): string {
  const quota = MONTHLY_QUOTA[plan];
  const pt = language === 'pt-BR';
  if (quota === undefined) return pt ? 'conteúdos ilimitados' : 'unlimited content';
  if (quota === 'bot') return pt ? '1 bot ativo' : '1 active bot';
  const contents = pt ? `${quota} conteúdos por mês` : `${quota} pieces of content a month`;
  if (plan !== 'combo') return contents;
  const bots = pt ? `${COMBO_ACTIVE_BOTS} bot ativo (WhatsApp ou Discord)` : `${COMBO_ACTIVE_BOTS} active bot (WhatsApp or Discord)`;
  return `${contents} + ${bots}`;
}

/** "Plano Start: R$ 49,00 por mês, 2 conteúdos por mês." for each content plan. */
export function contentPlanItems(language: Language): string[] {
  const pt = language === 'pt-BR';
  return CONTENT_PLANS.map((plan) => {
    const name = planName(plan, language);
    const title = pt ? name.charAt(0).toUpperCase() + name.slice(1) : name;
    const trial = isTrialPlan(plan) ? (pt ? `, com ${TRIAL_DAYS} dias grátis` : `, with a ${TRIAL_DAYS}-day free trial`) : '';
    const per = pt ? 'por mês' : 'a month';
    return `${title}: ${planPrice(plan, language)} ${per}${trial}; ${quotaText(plan, language)}.`;
  });
}

/** "o bot de vendas para WhatsApp, o bot de moderação para Discord e o plano Pro". */
export function trialPlanNames(language: Language): string {
  const article = language === 'pt-BR' ? 'o ' : 'the ';
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(TRIAL_PLAN_IDS.map((plan) => article + planName(plan, language)));
}

/** "R$ 97,00 pelo bot de vendas para WhatsApp" for each plan with a trial: what the first charge will be. */
export function trialCharges(language: Language): string {
  const word = language === 'pt-BR' ? ' pelo ' : ' for the ';
  const list = TRIAL_PLAN_IDS.map((plan) => planPrice(plan, language) + word + planName(plan, language));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(list);
}

/** The one-off agency packages (single payment, no subscription), named as the site names them: "Pacote avulso Pro". */
export function packageItems(language: Language): string[] {
  const pt = language === 'pt-BR';
  const services = (count: number) => (pt ? `${count} ${count === 1 ? 'serviço' : 'serviços'} de conteúdo` : `${count} content ${count === 1 ? 'service' : 'services'}`);
  const name = (tier: string) => (pt ? `Pacote avulso ${tier}` : `${tier} one-time package`);
  const once = pt ? 'pagamento único' : 'paid once';
  return [
    `${name('Basic')}: ${money(PRICES.tiers.basic, language)}, ${once}, ${services(TIER_SERVICES.basic)}.`,
    `${name('Pro')}: ${money(PRICES.tiers.pro, language)}, ${once}, ${services(TIER_SERVICES.pro)}.`,
    `${name('Agency')}: ${money(PRICES.tiers.agency, language)}, ${once}, ${pt ? `uso ilimitado por ${AGENCY_UNLIMITED_DAYS} dias` : `unlimited use for ${AGENCY_UNLIMITED_DAYS} days`}.`,
  ];
}

/** How a package is ordered and delivered, and so why one service in the Basic package costs less than a service ordered on the site. */
export function packageTerms(language: Language): string {
  const basic = money(PRICES.tiers.basic, language);
  const single = perServicePrice(language);
  return language === 'pt-BR'
    ? `Os pacotes avulsos são pedidos pelo WhatsApp, pagos antes e entregues pela nossa equipe em até ${PACKAGE_DELIVERY_HOURS} horas; o serviço avulso é pedido no site e gerado pela IA assim que o pagamento é aprovado. Por isso um serviço no Pacote avulso Basic (${basic}) custa menos que um serviço avulso (${single}).`
    : `One-time packages are ordered on WhatsApp, paid up front and delivered by our team within ${PACKAGE_DELIVERY_HOURS} hours; a pay-per-service order is placed on the site and generated by the AI as soon as the payment is approved. That is why one service in the Basic one-time package (${basic}) costs less than a pay-per-service order (${single}).`;
}

export function perServicePrice(language: Language): string {
  return money(PRICES.perService, language);
}
export const botPrice = (bot: BotName, language: Language) => money(BOTS[bot].monthly, language);
