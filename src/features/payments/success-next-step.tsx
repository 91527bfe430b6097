import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOT_OF_PLAN, PLAN_MONTHLY_PRICES, TRIAL_DAYS, TRIAL_PLAN_IDS, isBotPlanId, type PlanId } from '@/config/constants';
import { REQUESTER_STATE, paths, urls } from '@/config/routes';
import { savedBotTrial } from '@/features/automation';
import { formatMoney } from '@/lib/format';

/**
 * What comes next after an approved payment, first on the page: the bot to
 * configure (or, already configured, its progress page), the plan to use, or
 * the order to follow. `plan` is what this tab left to pay for (null: an order).
 */
export function SuccessNextStep({ plan, paymentId }: { plan: PlanId | null; paymentId: string }) {
  const { t, i18n } = useTranslation(['payments', 'common']);

  if (plan && isBotPlanId(plan)) {
    const bot = BOT_OF_PLAN[plan];
    const configured = savedBotTrial()?.bot === bot;
    const terms = t('common:trialTerms', { days: TRIAL_DAYS, price: formatMoney(PLAN_MONTHLY_PRICES[plan], i18n.language) });
    return (
      <NextStep
        title={configured ? t('next.configured.title', { bot: t(`common:planNames.${plan}`) }) : t(`next.configure.${bot}.title`)}
        text={configured ? t('next.configured.text') : t(`next.configure.${bot}.text`, { terms })}
      >
        {configured ? (
          <Link className="btn btn-primary" to={urls.botCreation(plan)}>
            {t('next.configured.link')}
          </Link>
        ) : (
          <Link className="btn btn-primary" to={urls.automationFor(bot)}>
            {t(`next.configure.${bot}.link`)}
          </Link>
        )}
      </NextStep>
    );
  }

  if (plan) {
    const trial = (TRIAL_PLAN_IDS as readonly PlanId[]).includes(plan);
    return (
      <NextStep title={t('next.plan.title', { plan: t(`common:planNames.${plan}`) })} text={trial ? t('next.plan.trialText', { days: TRIAL_DAYS }) : t('next.plan.text')}>
        <Link className="btn btn-primary" to={paths.agency} state={REQUESTER_STATE}>
          {t('next.plan.link')}
        </Link>
      </NextStep>
    );
  }

  return (
    <NextStep title={t('next.order.title')} text={t('next.order.text')}>
      <Link className="btn btn-primary" to={urls.orderProcessing(paymentId)}>
        {t('next.order.link')}
      </Link>
    </NextStep>
  );
}

function NextStep({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="payments-next" aria-labelledby="payments-next-title">
      <h2 id="payments-next-title">{title}</h2>
      <p>{text}</p>
      <div className="button-row payments-actions">{children}</div>
    </section>
  );
}
