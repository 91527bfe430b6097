import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTS, type BotName } from '@/config/bots';
import { formatMoney } from '@/lib/format/format';
import type { BotStanding } from './bot-standing';
import { TrialTermRows } from './trial-term-rows';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface Props {
  bot: BotName;
  standing: BotStanding;
  trialDays: number;
  /** BRL a month once the free days are over (what the customer is or will be billed). */
  monthly: number;
  /** The trial is under way and ends then (bot-payments.ts knows it only when this browser saw it start). */
  trialEndsAt?: Date | null;
}

/**
 * The rows /automation's summary and the trial confirmation share, inside their own list:
 * the product; then a trial under way (until when, and the first charge with its day), or its
 * free days to come and the price after them, or that the subscription is active and its
 * monthly price, or that the bot is included in the customer's Combo at no extra cost. While the subscription is being checked, neither the trial nor the price is claimed.
 */
export function SubscriptionRows({ bot, standing, trialDays, monthly, trialEndsAt = null }: Props) {
  const { t, i18n } = useTranslation(['automation', 'common']);
  const owned = standing === 'owned';
  if (trialEndsAt && standing !== 'checking') {
    return (
      <>
        <Row term={t('summary.product')}>{t(BOTS[bot].nameKey)}</Row>
        <TrialTermRows endsAt={trialEndsAt} monthly={monthly} />
      </>
    );
  }
  if (standing === 'included') {
    // Part of the Combo's monthly price: no trial, no fee of its own.
    return (
      <>
        <Row term={t('summary.product')}>{t(BOTS[bot].nameKey)}</Row>
        <Row term={t('summary.status')}>{t('summary.included')}</Row>
        <Row term={t('summary.monthly')}>{t('summary.noExtraCost')}</Row>
      </>
    );
  }
  return (
    <>
      <Row term={t('summary.product')}>{t(BOTS[bot].nameKey)}</Row>
      {standing === 'trial' && <Row term={t('summary.trial')}>{t('summary.trialDays', { days: trialDays })}</Row>}
      {owned && <Row term={t('summary.status')}>{t('summary.active')}</Row>}
      {standing !== 'checking' && (
        <Row term={owned ? t('summary.monthly') : t('summary.after')}>{t('summary.perMonth', { price: formatMoney(monthly, i18n.language) })}</Row>
      )}
    </>
  );
}
