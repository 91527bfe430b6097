import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOT_NAMES, BOT_PLANS, BOTS } from '@/config/bots';
import { COMBO_ACTIVE_BOTS } from '@/config/quotas';
import { TRIAL_DAYS, TRIAL_PLAN_IDS, isBotPlanId, type PlanId } from '@/config/plans';
import { REQUESTER_STATE, paths, urls } from '@/config/routes';
import { savedBotTrial } from '@/features/automation';
import { formatMoney } from '@/lib/format/format';

/**
 * The next step of one plan: a bot to configure (or, its setup already sent, its
 * progress page), or a content plan to use (the Combo: and the bot it includes). `paidNow`: this payment bought it, so
 * a trial has just started; otherwise (a plan the account holds) no trial is claimed.
 * `fromSetup`: the payment came from the bot's setup request, whose answers the server has.
 */
export function PlanNextStep({ plan, paidNow, fromSetup = false }: { plan: PlanId; paidNow: boolean; fromSetup?: boolean }) {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const name = t(`common:planNames.${plan}`);

  if (isBotPlanId(plan)) {
    const { name: bot, trialDays, monthly, setupUrl } = BOT_PLANS[plan];
    const configured = fromSetup || savedBotTrial()?.bot === bot;
    if (configured) {
      return (
        <NextStep title={t('next.configured.title', { bot: name })} text={t('next.configured.text')}>
          <Link className="btn btn-primary" to={urls.botCreation(plan)}>
            {t('next.configured.link')}
          </Link>
        </NextStep>
      );
    }
    const terms = t('common:trialTerms', { days: trialDays, price: formatMoney(monthly, i18n.language) });
    return (
      <NextStep title={t(`next.configure.${bot}.title`)} text={t(`next.configure.${bot}.text`, { terms })}>
        <Link className="btn btn-primary" to={setupUrl}>
          {t(`next.configure.${bot}.link`)}
        </Link>
      </NextStep>
    );
  }

  const trial = paidNow && (TRIAL_PLAN_IDS as readonly PlanId[]).includes(plan);
  return (
    <>
      <NextStep title={t('next.plan.title', { plan: name })} text={trial ? t('next.plan.trialText', { days: TRIAL_DAYS }) : t('next.plan.text')}>
        <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
          {t('next.plan.link')}
        </Link>
        <Link className="btn btn-outline" to={paths.clientArea}>
          {t('success.clientArea')}
        </Link>
      </NextStep>
      {plan === 'combo' && <IncludedBotStep />}
    </>
  );
}

/** The Combo includes a bot: which ones it can be, and its setup form, which opens no checkout for it. */
function IncludedBotStep() {
  const { t } = useTranslation('payments');
  return (
    <NextStep title={t('next.included.title', { count: COMBO_ACTIVE_BOTS })} text={t('next.included.text')}>
      {BOT_NAMES.map((bot) => (
        <Link key={bot} className="btn btn-outline" to={BOTS[bot].setupUrl}>
          {t(`next.included.${bot}`)}
        </Link>
      ))}
    </NextStep>
  );
}

/** A next step: its own heading names the region. */
export function NextStep({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="payments-next" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {text && <p>{text}</p>}
      {children && <div className="button-row payments-actions">{children}</div>}
    </section>
  );
}
