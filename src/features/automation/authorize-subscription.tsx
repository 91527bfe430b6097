import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { query } from '@/config/routes';
import { formatMoney } from '@/lib/format/format';
import { safeExternalUrl } from '@/lib/links/safe-redirect';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import type { SavedTrial } from './saved-trial';

/** Mercado Pago's back URL says approved, the API says the bot's plan is held, or it was held already. */
export function useSubscriptionAuthorized(trial: SavedTrial, subscribed: boolean): boolean {
  const [params] = useSearchParams();
  const status = params.get(query.collectionStatus) ?? params.get('status');
  return status === 'approved' || subscribed || trial.already_subscribed;
}

/**
 * The Mercado Pago authorisation of the monthly charge that starts after the trial.
 * Authorised when Mercado Pago's back URL says approved, when the API says the customer
 * holds the bot's plan (`subscribed`, GET /subscription/check-bot-plan), or when the plan was
 * already held as the bot was configured. Once authorised, the saved payment_url is never
 * offered again (opening it could authorise a second subscription): the customer is sent to
 * Mercado Pago's own subscriptions page, where a payer reviews and cancels.
 */
export function AuthorizeSubscription({ trial, subscribed = false, checking = false }: { trial: SavedTrial; subscribed?: boolean; checking?: boolean }) {
  const { t, i18n } = useTranslation('automation');
  const approved = useSubscriptionAuthorized(trial, subscribed);
  const url = safeExternalUrl(trial.payment_url, 'payment');
  const price = formatMoney(trial.price, i18n.language);

  if (trial.included) return <IncludedInCombo />;
  if (approved) {
    return (
      <section className="card automation-authorize" aria-labelledby="automation-authorize-title">
        <h2 id="automation-authorize-title">{t('success.authorize.title')}</h2>
        <Alert tone="success">
          {trial.already_subscribed ? t('success.authorize.alreadyActive') : t('success.authorize.approved', { days: trial.trial_days })}
        </Alert>
        <p>{t('success.authorize.manageText', { price })}</p>
        <p>
          <NewTabLink className="btn btn-outline" href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>
            {t('success.authorize.manage')}
          </NewTabLink>
        </p>
      </section>
    );
  }
  return (
    <section className="card automation-authorize" aria-labelledby="automation-authorize-title">
      <h2 id="automation-authorize-title">{t('success.authorize.title')}</h2>
      <p>{t('success.authorize.text', { days: trial.trial_days, price })}</p>
      {checking ? (
        <p className="muted" role="status">
          <Spinner size="sm" /> {t('success.authorize.checking')}
        </p>
      ) : url ? (
        <p>
          <a className="btn btn-primary" href={url}>
            {t('success.authorize.link')}
          </a>
        </p>
      ) : (
        <Alert tone="warning">{t('success.authorize.missing')}</Alert>
      )}
    </section>
  );
}

/**
 * The bot a Combo includes has nothing to authorise on Mercado Pago. The API has no call to claim it
 * (docs/api-contract.md#endpoints-we-would-want-from-the-api): the setup went to the team with the
 * request, and its activation is confirmed over WhatsApp. Said plainly, with the chat.
 */
function IncludedInCombo() {
  const { t } = useTranslation('automation');
  const chatUrl = whatsappChatUrl(t('success.included.message'));
  return (
    <section className="card automation-authorize" aria-labelledby="automation-authorize-title">
      <h2 id="automation-authorize-title">{t('success.included.title')}</h2>
      <Alert tone="success">{t('success.included.nothingToPay')}</Alert>
      <p>{t('success.included.text', { hours: TEAM_CONTACT_HOURS })}</p>
      {chatUrl && (
        <p>
          <NewTabLink className="btn btn-outline" href={chatUrl}>
            {t('success.included.chat')}
          </NewTabLink>
        </p>
      )}
    </section>
  );
}
