import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { BOTS } from '@/config/bots';
import { useBotPlans } from '@/domain/billing';
import { AuthorizeSubscription, useSubscriptionAuthorized } from './authorize-subscription';
import { DiscordInvitePanel } from './discord-invite-panel';
import { NextSteps } from './next-steps';
import { botOf, readSavedTrial, type SavedTrial } from './saved-trial';
import { TrialContact } from './trial-contact';
import { TrialSummary } from './trial-summary';
import { useBotPayments } from './use-bot-payments';
import './automation.css';

/** /automation-success: the trial confirmation, read once from the saved trial data. */
export function TrialConfirmation() {
  const { t } = useTranslation(['automation', 'common']);
  const [trial] = useState(readSavedTrial);
  const { held, isPending: checkingPlans } = useBotPlans();

  if (!trial) {
    // Opened directly (another browser, cleared data): still the page's links (docs/product/bots.md#the-trial-confirmation), and a way to start a trial.
    return (
      <section className="container section automation-empty">
        <h1>{t('success.empty.title')}</h1>
        <p className="lead">{t('success.empty.text')}</p>
        <div className="button-row">
          <Link className="btn btn-primary" to={paths.automation}>
            {t('success.empty.link')}
          </Link>
          <Link className="btn btn-outline" to={paths.client}>
            {t('success.contact.manage')}
          </Link>
        </div>
        <p>
          <Link to={paths.home}>{t('success.contact.home')}</Link>
        </p>
      </section>
    );
  }

  return <Confirmation trial={trial} subscribed={held.includes(BOTS[botOf(trial)].plan)} checkingPlans={checkingPlans} />;
}

function Confirmation({ trial, subscribed, checkingPlans }: { trial: SavedTrial; subscribed: boolean; checkingPlans: boolean }) {
  const { t } = useTranslation(['automation', 'common']);
  const bot = botOf(trial);
  const authorized = useSubscriptionAuthorized(trial, subscribed);
  const { trialEndsAt } = useBotPayments();
  // Once authorised, the trial is under way: its end and first charge, when this browser knows when it began.
  const trialEnd = authorized ? trialEndsAt(BOTS[bot].plan) : null;
  return (
    <section className="container section automation-page">
      <header className="automation-header">
        <p className="eyebrow">{t(BOTS[bot].nameKey)}</p>
        <h1>{trial.already_subscribed ? t('success.titleSubscribed') : t('success.title', { days: trial.trial_days })}</h1>
        <p className="lead">{t(`success.lead.${bot}`)}</p>
      </header>
      <div className="automation-layout">
        <div className="automation-stack">
          {/* For Discord the invite is the next thing to do: it comes first. */}
          {bot === 'discord' && <DiscordInvitePanel actions={trial.moderation_actions} />}
          <TrialSummary trial={trial} trialEndsAt={trialEnd} />
          <AuthorizeSubscription trial={trial} subscribed={subscribed} checking={checkingPlans} />
          <NextSteps bot={bot} serverName={trial.server_name} whatsapp={trial.whatsapp} />
        </div>
        <TrialContact bot={bot} included={trial.included} />
      </div>
    </section>
  );
}
