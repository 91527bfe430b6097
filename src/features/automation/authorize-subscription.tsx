import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { formatMoney } from '@/lib/format';
import { safeExternalUrl } from '@/lib/safe-redirect';
import type { SavedTrial } from './saved-trial';
import { query } from '@/config/routes';

/**
 * The Mercado Pago authorisation of the monthly charge that starts after the trial.
 * Authorised when Mercado Pago's back URL says approved, or when the API says the
 * customer holds the bot's plan (`subscribed`, GET /subscription/check-bot-plan).
 */
export function AuthorizeSubscription({ trial, subscribed = false, checking = false }: { trial: SavedTrial; subscribed?: boolean; checking?: boolean }) {
  const { t, i18n } = useTranslation('automation');
  const [params] = useSearchParams();
  const status = params.get(query.collectionStatus) ?? params.get('status');
  const approved = status === 'approved' || subscribed;
  const url = safeExternalUrl(trial.payment_url, 'payment');
  const price = formatMoney(trial.price, i18n.language);
  return (
    <section className="card automation-authorize" aria-labelledby="automation-authorize-title">
      <h2 id="automation-authorize-title">{t('success.authorize.title')}</h2>
      {approved && <Alert tone="success">{t('success.authorize.approved', { days: trial.trial_days })}</Alert>}
      <p>{t('success.authorize.text', { days: trial.trial_days, price })}</p>
      {checking && !approved ? (
        <p className="muted" role="status">
          <Spinner size="sm" /> {t('success.authorize.checking')}
        </p>
      ) : url ? (
        <p>
          <a className={`btn ${approved ? 'btn-outline' : 'btn-primary'}`} href={url}>
            {approved ? t('success.authorize.review') : t('success.authorize.link')}
          </a>
        </p>
      ) : (
        <Alert tone="warning">{t('success.authorize.missing')}</Alert>
      )}
    </section>
  );
}
