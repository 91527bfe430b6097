import { useTranslation } from 'react-i18next';
import { ESTIMATED_BOT_CREATION_HOURS, PRICES, TRIAL_DAYS } from '@/config/constants';
import { formatMoney } from '@/lib/format';
import type { BotChoice } from './types';

const DETAILS = {
  whatsapp: { monthly: PRICES.whatsappBot.monthly, hours: ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot },
  discord: { monthly: PRICES.discordBot.monthly, hours: ESTIMATED_BOT_CREATION_HOURS.discord_bot },
} as const;

/** Beside the form: what is being subscribed, the free days and the price after them. */
export function SubscriptionSummary({ bot }: { bot: BotChoice }) {
  const { t, i18n } = useTranslation('automation');
  const { monthly, hours } = DETAILS[bot];
  const price = formatMoney(monthly, i18n.language);
  return (
    <aside className="automation-summary card" aria-labelledby="automation-summary-title">
      <h2 id="automation-summary-title">{t('summary.title')}</h2>
      <dl className="automation-summary-list">
        <div>
          <dt>{t('summary.product')}</dt>
          <dd>{t(`products.${bot}.name`)}</dd>
        </div>
        <div>
          <dt>{t('summary.trial')}</dt>
          <dd>{t('summary.trialDays', { days: TRIAL_DAYS })}</dd>
        </div>
        <div>
          <dt>{t('summary.after')}</dt>
          <dd>{t('summary.perMonth', { price })}</dd>
        </div>
      </dl>
      <ul className="automation-summary-points">
        <li>{t(`products.${bot}.points.first`)}</li>
        <li>{t(`products.${bot}.points.second`)}</li>
        <li>{t('summary.ready', { from: hours[0], to: hours[1] })}</li>
      </ul>
      <p className="automation-summary-note">{t('summary.note', { days: TRIAL_DAYS, price })}</p>
    </aside>
  );
}
