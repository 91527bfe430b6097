import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISCORD_BOT_NAME } from '@/config/brand';
import { PRO_REVISIONS_PER_CONTENT } from '@/config/quotas';
import { START_PLAN_DELIVERY_HOURS } from '@/config/promised-times';
import { isBotPlanId, type PlanId } from '@/config/plans';
import { REQUESTER_STATE, paths, urls } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { PriceKindLabel } from '@/components/ui/price-kind';
import { PriceReadings } from '@/components/ui/price-readings';
import { formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { BOT_PLANS } from '@/config/bots';
import { planOffer, POPULAR_PLAN } from './plan-catalog';
import { quotaText } from './quota-text';

interface PlanCardProps {
  id: PlanId;
  chosen: boolean;
  /** The logged-in customer holds this plan now: marked, and no second subscription is offered. */
  current: boolean;
  /** A bot the customer's Combo includes: marked, and its setup offered instead of a checkout. */
  included?: boolean;
  busy: boolean;
  /** Another plan's request is running: one subscription at a time. */
  locked: boolean;
  error: string | null;
  onSubscribe: (id: PlanId) => void;
}

export function PlanCard({ id, chosen, current, included = false, busy, locked, error, onSubscribe }: PlanCardProps) {
  const { t } = useTranslation(['plans', 'common']);
  const language = useCurrentLanguage();
  const offer = planOffer(id);
  const price = formatMoney(offer.monthlyPrice, language);
  const name = t(`common:planNames.${id}`);
  const features = t(`items.${id}.features`, {
    returnObjects: true,
    hours: START_PLAN_DELIVERY_HOURS,
    revisions: PRO_REVISIONS_PER_CONTENT,
  }) as string[];
  const titleId = `plan-${id}-title`;
  const priceId = `plan-${id}-price`;
  const { trialDays, usdReading } = offer;
  // A plan already held (or a bot the Combo includes) is not pitched its free trial.
  const pitchTrial = trialDays !== null && !current && !included;

  return (
    <article id={`plan-${id}`} className={`card plans-card${chosen ? ' plans-card-chosen' : ''}${current ? ' plans-card-current' : ''}`} aria-labelledby={titleId}>
      {(chosen || current || included || id === POPULAR_PLAN) && (
        <div className="plans-card-badges">
          {current && <span className="badge badge-success">{t('card.current')}</span>}
          {included && <span className="badge badge-success">{t('card.includedBadge')}</span>}
          {chosen && !current && <span className="badge badge-success">{t('card.chosen')}</span>}
          {id === POPULAR_PLAN && !current && <span className="badge plans-badge-popular">{t('card.popular')}</span>}
        </div>
      )}
      {/* "Plano Pro · mensal": never a bare "Pro" that reads like the one-off "Pacote avulso Pro". */}
      <h3 id={titleId}>{t('card.title', { plan: name })}</h3>
      <p className="muted">{t(`items.${id}.tagline`, { bot: DISCORD_BOT_NAME })}</p>
      <PriceKindLabel kind="monthly" />
      <p id={priceId} className="plans-price">
        {pitchTrial ? (
          <>
            <strong>{t('card.trialBadge', { days: trialDays })}</strong>, {t('card.thenPrice', { price })}
          </>
        ) : included ? (
          <strong>{t('card.includedPrice')}</strong>
        ) : (
          <strong>{t('card.price', { price })}</strong>
        )}
      </p>
      {usdReading !== null && !included && (
        <PriceReadings className="plans-readings" brl={{ amount: offer.monthlyPrice, unit: 'afterTrial' }} usd={{ amount: usdReading, unit: 'perMonth' }} />
      )}
      <dl className="plans-quota">
        <dt>{t('card.quotaLabel')}</dt>
        <dd>{quotaText(t, offer.quota)}</dd>
      </dl>
      <ul className="plans-features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
      {included && isBotPlanId(id) ? (
        <div className="plans-card-current-actions">
          <Link className="btn btn-primary btn-block" to={BOT_PLANS[id].setupUrl}>
            {t('card.setUpIncluded')}
          </Link>
          <Link to={paths.client}>{t('card.manage')}</Link>
        </div>
      ) : current ? (
        <div className="plans-card-current-actions">
          {isBotPlanId(id) ? (
            <Link className="btn btn-primary btn-block" to={urls.botCreation(id)}>
              {t('card.openBot')}
            </Link>
          ) : (
            <Link className="btn btn-primary btn-block" to={paths.agency} state={REQUESTER_STATE}>
              {t('card.usePlan')}
            </Link>
          )}
          <Link to={paths.client}>{t('card.manage')}</Link>
        </div>
      ) : (
        <button
          type="button"
          className={`btn btn-block ${trialDays !== null || chosen ? 'btn-primary' : 'btn-outline'}`}
          disabled={busy || locked}
          aria-describedby={priceId}
          onClick={() => onSubscribe(id)}
        >
          {busy && <Spinner size="sm" />}
          {busy ? t('common:subscribe.working') : trialDays !== null ? t('card.startTrial', { days: trialDays }) : t('card.subscribe', { plan: name })}
        </button>
      )}
    </article>
  );
}
