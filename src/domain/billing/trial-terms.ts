import { ESTIMATED_BOT_CREATION_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from '@/config/promised-times';
import { TRIAL_DAYS, type BotPlanId } from '@/config/plans';
import type { Language } from '@/config/languages';

const DAY_MS = 86_400_000;

/**
 * The day a free trial ends, and so the day of its first charge: its days counted from the moment the
 * subscription was authorized on Mercado Pago (its payment's approval), as Mercado Pago counts them. The
 * bot's setup and delivery fall inside them (docs/product/bots.md#the-trials-clock). Every screen and the
 * demo backend date a trial with this.
 */
export function trialEndsAt(authorizedAt: string | number | Date, days: number): Date {
  const start = authorizedAt instanceof Date ? authorizedAt.getTime() : typeof authorizedAt === 'number' ? authorizedAt : Date.parse(authorizedAt);
  return new Date(start + days * DAY_MS);
}

interface TrialSentences {
  /** When the free days count from, and the day of the first charge. */
  rule: string;
  /** What they include, per bot. */
  includes: Record<BotPlanId, string>;
  /** How a subscription renews with each way of paying. */
  renewal: string;
}

/**
 * The trial's clock and the renewal by way of paying, for the texts written in code (the terms of use, the
 * blog): the same words as the app's copy (common:trialClock and common:renewal, which
 * ./trial-terms.test.ts holds equal), so no text promises more than the screens.
 */
export function trialSentences(language: Language): TrialSentences {
  const [liveMin, liveMax] = WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS;
  const [setupMin, setupMax] = ESTIMATED_BOT_CREATION_HOURS.discord_bot;
  if (language === 'pt-BR') {
    return {
      rule: `Os ${TRIAL_DAYS} dias grátis contam a partir do dia em que você autoriza a assinatura no Mercado Pago, e a primeira cobrança é no dia em que o teste termina.`,
      includes: {
        whatsapp_bot: `No bot de WhatsApp, esse prazo inclui a configuração e a entrega no seu número (${liveMin} a ${liveMax} dias úteis).`,
        discord_bot: `No bot de Discord, esse prazo inclui a configuração (${setupMin} a ${setupMax} horas); ele começa a moderar assim que você o adiciona ao servidor.`,
      },
      renewal:
        'No cartão de crédito, a mensalidade é cobrada sozinha todo mês, até você cancelar. No Pix ou no boleto, nada é cobrado sozinho: a cada mês, o Mercado Pago gera uma nova cobrança para você pagar, e a assinatura continua enquanto as mensalidades forem pagas.',
    };
  }
  return {
    rule: `The ${TRIAL_DAYS} free days count from the day you authorize the subscription on Mercado Pago, and the first charge is on the day the trial ends.`,
    includes: {
      whatsapp_bot: `For the WhatsApp bot, those days include setting it up and getting it live on your number (${liveMin} to ${liveMax} business days).`,
      discord_bot: `For the Discord bot, those days include setting it up (${setupMin} to ${setupMax} hours); it starts moderating as soon as you add it to your server.`,
    },
    renewal:
      'On a credit card, the monthly fee is charged automatically every month until you cancel. With Pix or boleto, nothing is charged automatically: each month, Mercado Pago issues a new charge for you to pay, and the subscription continues as long as the monthly fees are paid.',
  };
}
