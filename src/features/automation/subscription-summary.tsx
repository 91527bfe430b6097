import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/page-spinner';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { BOTS, type BotName } from '@/config/bots';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { paths } from '@/config/routes';
import { formatMoney } from '@/lib/format/format';
import type { BotStanding } from './bot-standing';
import { SubscriptionRows } from './subscription-rows';
import { TrialClockNote } from './trial-clock-note';

/**
 * Beside the form: what is being subscribed, the free days and the price after them; for a bot
 * the customer already holds, their subscription as it is (in its free trial: until when and the first
 * charge, when this browser saw it start) and where it is managed (no trial pitch); for the bot a Combo
 * includes, that it costs nothing more and what happens once the form is sent.
 */
export function SubscriptionSummary({ bot, standing, trialEndsAt = null }: { bot: BotName | null; standing: BotStanding; trialEndsAt?: Date | null }) {
  const { t, i18n } = useTranslation(['automation', 'common']);
  if (!bot) {
    return (
      <aside className="automation-summary card" aria-labelledby="automation-summary-title">
        <h2 id="automation-summary-title">{t('summary.title')}</h2>
        <p className="automation-summary-note">{t('summary.choose')}</p>
      </aside>
    );
  }
  const { monthly, creationHours: hours, liveBusinessDays: live, trialDays, plan } = BOTS[bot];
  const owned = standing === 'owned';
  const included = standing === 'included';
  return (
    <aside className="automation-summary card" aria-labelledby="automation-summary-title">
      <h2 id="automation-summary-title">{included ? t('summary.includedTitle') : owned ? t('summary.ownedTitle') : t('summary.title')}</h2>
      <dl className="automation-summary-list">
        <SubscriptionRows bot={bot} standing={standing} trialDays={trialDays} monthly={monthly} trialEndsAt={owned ? trialEndsAt : null} />
      </dl>
      {standing === 'checking' && (
        <p className="muted" role="status">
          <Spinner size="sm" /> {t('summary.checking')}
        </p>
      )}
      <ul className="point-list">
        <li>{t(`products.${bot}.points.first`)}</li>
        <li>{t(`products.${bot}.points.second`)}</li>
        {/* The setup (hours) and, for WhatsApp, going live on the customer's number (business days): each named, never one for the other. */}
        <li>{t('summary.setupTime', { from: hours[0], to: hours[1] })}</li>
        {live && <li>{t('summary.liveTime', { from: live[0], to: live[1] })}</li>}
      </ul>
      {/* The free days to come: when they count from and what they include (a subscriber's running trial is dated in the rows above). */}
      {standing === 'trial' && <TrialClockNote plan={plan} days={trialDays} className="automation-summary-note" />}
      {included ? (
        <p className="automation-summary-note">
          {t('summary.includedNote', { hours: TEAM_CONTACT_HOURS })} <Link to={paths.client}>{t('summary.includedClientArea')}</Link>.
        </p>
      ) : owned ? (
        <p className="automation-summary-note">
          {owned && trialEndsAt ? t('summary.ownedTrialNote') : t('summary.ownedNote')}{' '}
          <NewTabLink href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>
            {t('summary.manageMercadoPago')}
          </NewTabLink>{' '}
          {t('summary.or')} <Link to={paths.client}>{t('summary.clientArea')}</Link>.
        </p>
      ) : (
        standing === 'trial' && <p className="automation-summary-note">{t('summary.note', { price: formatMoney(monthly, i18n.language) })}</p>
      )}
    </aside>
  );
}
