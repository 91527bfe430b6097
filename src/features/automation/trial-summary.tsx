import { useTranslation } from 'react-i18next';
import { BOTS } from '@/config/bots';
import { formatMoney } from '@/lib/format';
import { botOf } from './saved-trial';
import type { SavedTrial } from './saved-trial';

/**
 * What was activated: product, free days, price after them, and the briefing's key facts.
 * For a bot whose plan was already held, the subscription as it is: active, its monthly price.
 */
export function TrialSummary({ trial }: { trial: SavedTrial }) {
  const { t, i18n } = useTranslation(['automation', 'common']);
  const bot = botOf(trial);
  const owned = trial.already_subscribed;
  return (
    <section className="card" aria-labelledby="automation-trial-summary">
      <h2 id="automation-trial-summary">{owned ? t('success.summary.ownedTitle') : t('success.summary.title')}</h2>
      <dl className="automation-facts">
        <div>
          <dt>{t('summary.product')}</dt>
          <dd>{t(BOTS[bot].nameKey)}</dd>
        </div>
        {owned ? (
          <div>
            <dt>{t('summary.status')}</dt>
            <dd>{t('summary.active')}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('summary.trial')}</dt>
            <dd>{t('summary.trialDays', { days: trial.trial_days })}</dd>
          </div>
        )}
        <div>
          <dt>{owned ? t('summary.monthly') : t('summary.after')}</dt>
          <dd>{t('summary.perMonth', { price: formatMoney(trial.price, i18n.language) })}</dd>
        </div>
        {bot === 'discord' ? (
          <>
            {trial.server_name && (
              <div>
                <dt>{t('success.summary.server')}</dt>
                <dd>{trial.server_name}</dd>
              </div>
            )}
            <div>
              <dt>{t('success.summary.channels')}</dt>
              <dd>{trial.channels_to_monitor || t('success.summary.noChannels')}</dd>
            </div>
          </>
        ) : (
          trial.business_description && (
            <div className="automation-facts-wide">
              <dt>{t('success.summary.business')}</dt>
              <dd className="automation-clamp">{trial.business_description}</dd>
            </div>
          )
        )}
      </dl>
    </section>
  );
}
