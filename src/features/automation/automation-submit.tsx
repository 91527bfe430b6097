import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { BOTS, type BotName } from '@/config/bots';
import { TRIAL_DAYS } from '@/config/plans';
import { paths } from '@/config/routes';
import { formatMoney } from '@/lib/format/format';
import type { AutomationVoice } from './automation-header';
import type { SubmitPhase } from './use-automation-submit';

interface Props {
  bot: BotName | null;
  voice: AutomationVoice;
  phase: SubmitPhase;
  error: string | null;
  paymentUrl: string | null;
}

/** The form's outcome, its submit button and, under it, what submitting costs: the trial's terms, or nothing new (a bot held, or the Combo's). */
export function AutomationSubmit({ bot, voice, phase, error, paymentUrl }: Props) {
  const { t, i18n } = useTranslation(['automation', 'common']);
  const busy = phase !== 'idle';
  let terms: string | null = null;
  if (bot && voice === 'trial') terms = t('common:trialTerms', { days: BOTS[bot].trialDays, price: formatMoney(BOTS[bot].monthly, i18n.language) });
  else if (bot && voice === 'owned') terms = t('form.ownedTerms');
  else if (bot && voice === 'included') terms = t('form.includedTerms');
  else if (bot) terms = t('form.checkingTerms');

  const label = {
    idle: voice === 'trial' ? t('form.submit', { days: bot ? BOTS[bot].trialDays : TRIAL_DAYS }) : t('form.submitSetup'),
    sending: t('form.sending'),
    redirecting: t('form.redirecting'),
    confirming: t('form.confirming'),
  }[phase];

  return (
    <>
      {error && <Alert>{error}</Alert>}
      {phase === 'redirecting' && paymentUrl && (
        <Alert tone="success">
          <p>{t('form.success')}</p>
          <p>
            <a href={paymentUrl}>{t('form.goNow')}</a>
          </p>
        </Alert>
      )}
      {phase === 'confirming' && (
        <Alert tone="success">
          <p>{voice === 'included' ? t('form.includedSent') : t('form.alreadySubscribed')}</p>
          <p>
            <Link to={paths.automationSuccess}>{t('form.openConfirmation')}</Link>
          </p>
        </Alert>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-describedby={terms ? 'automation-terms' : undefined}>
        {busy && <Spinner size="sm" />}
        {label}
      </button>
      {terms && (
        <p id="automation-terms" className="automation-terms">
          {terms}
        </p>
      )}
    </>
  );
}
