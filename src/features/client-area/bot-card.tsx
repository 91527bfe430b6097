import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOT_PLANS } from '@/config/bots';
import { DISCORD_BOT_NAME } from '@/config/brand';
import type { BotPlanId } from '@/config/plans';
import { paths, urls } from '@/config/routes';
import { TrialClockNote, TrialTermRows } from '@/features/automation';
import { CancelNote } from './cancel-note';

interface Props {
  plan: BotPlanId;
  /** Its setup was sent from this browser. */
  configured: boolean;
  /** Still in its free trial, which ends then (null: not in trial, or this browser cannot tell). */
  trialEndsAt: Date | null;
}

/** One bot the customer holds: its status (in its free trial: until when and the first charge), its next step, how to cancel. */
export function BotCard({ plan, configured, trialEndsAt }: Props) {
  const { t } = useTranslation(['client-area', 'common']);
  const { name: bot, nameKey, setupUrl, monthly } = BOT_PLANS[plan];
  const name = t(nameKey);
  const titleId = `client-bot-${bot}`;
  return (
    <article className="card client-bot" aria-labelledby={titleId}>
      <h3 id={titleId}>{name}</h3>
      <dl className="client-bot-facts">
        <div>
          <dt>{t('bots.status')}</dt>
          <dd>
            <span className="badge badge-success">
              <span aria-hidden="true">✓</span>
              {trialEndsAt ? t('bots.inTrial') : t('bots.active')}
            </span>
          </dd>
        </div>
        {trialEndsAt && <TrialTermRows endsAt={trialEndsAt} monthly={monthly} />}
        {bot === 'discord' && (
          <div>
            <dt>{t('bots.discordName')}</dt>
            <dd>{DISCORD_BOT_NAME}</dd>
          </div>
        )}
      </dl>
      {trialEndsAt && <TrialClockNote plan={plan} className="client-bot-clock" />}
      <p>
        {configured ? (
          bot === 'discord' ? (
            <Link className="btn btn-small btn-primary" to={paths.automationSuccess}>
              {t('bots.openInvite')}
            </Link>
          ) : (
            <Link className="btn btn-small btn-primary" to={urls.botCreation(plan)}>
              {t('bots.followSetup')}
            </Link>
          )
        ) : (
          <Link className="btn btn-small btn-primary" to={setupUrl}>
            {t('bots.configure')}
          </Link>
        )}
      </p>
      <CancelNote name={name} />
    </article>
  );
}
