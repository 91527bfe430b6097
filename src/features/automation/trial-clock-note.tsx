import { useTranslation } from 'react-i18next';
import type { BotPlanId } from '@/config/plans';

/**
 * The trial's clock, said in the same words on every screen that speaks of a bot's free days
 * (common:trialClock, docs/product/bots.md#the-trials-clock): they count from the day the
 * subscription is authorized on Mercado Pago, the first charge falls on the day they end, and
 * what they include for this bot (its setup and, for WhatsApp, going live on the customer's number).
 */
export function TrialClockNote({ plan, days, className }: { plan: BotPlanId; days?: number; className?: string }) {
  const { t } = useTranslation('common');
  const given = days === undefined ? {} : { trialDays: days };
  return (
    <p className={className}>
      {t('trialClock.rule', given)} {t(`trialClock.${plan}`)}
    </p>
  );
}
