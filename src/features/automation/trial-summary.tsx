import { useTranslation } from 'react-i18next';
import { BOTS } from '@/config/bots';
import { botOf } from './saved-trial';
import type { SavedTrial } from './saved-trial';
import { SubscriptionRows } from './subscription-rows';
import { TrialClockNote } from './trial-clock-note';

/**
 * What was activated: product, free days, price after them, and the briefing's key facts.
 * For a trial under way (`trialEndsAt`), until when and the first charge with its day; for a bot
 * whose plan was already held and whose trial this browser cannot date, active and its monthly price; for the
 * bot a Combo includes, that and no fee of its own.
 */
export function TrialSummary({ trial, trialEndsAt = null }: { trial: SavedTrial; trialEndsAt?: Date | null }) {
  const { t } = useTranslation('automation');
  const bot = botOf(trial);
  const owned = trial.already_subscribed;
  return (
    <section className="card" aria-labelledby="automation-trial-summary">
      <h2 id="automation-trial-summary">{owned ? t('success.summary.ownedTitle') : t('success.summary.title')}</h2>
      <dl className="automation-facts">
        <SubscriptionRows bot={bot} standing={trial.included ? 'included' : owned ? 'owned' : 'trial'} trialDays={trial.trial_days} monthly={trial.price} trialEndsAt={trialEndsAt} />
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
      {/* A trial to come or under way says when its free days count from and what they include. */}
      {(!owned || trialEndsAt) && <TrialClockNote plan={BOTS[bot].plan} days={trial.trial_days} className="automation-summary-note" />}
    </section>
  );
}
