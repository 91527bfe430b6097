import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format/format';

/**
 * A free trial under way, as two rows of a description list: until when, and what is charged
 * first and on which day (the trial's last day, when Mercado Pago bills the first month). Every
 * screen that speaks of a subscription in its trial shows these instead of "active" and a monthly
 * fee, which would read as if money had already been taken.
 */
export function TrialTermRows({ endsAt, monthly }: { endsAt: Date; monthly: number }) {
  const { t, i18n } = useTranslation('common');
  const date = formatDate(endsAt, i18n.language);
  return (
    <>
      <div>
        <dt>{t('trialRunning.label')}</dt>
        <dd>{t('trialRunning.until', { date })}</dd>
      </div>
      <div>
        <dt>{t('trialRunning.firstCharge')}</dt>
        <dd>{t('trialRunning.chargeOn', { price: formatMoney(monthly, i18n.language), date })}</dd>
      </div>
    </>
  );
}
