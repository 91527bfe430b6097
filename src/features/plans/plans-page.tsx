import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '@/lib/react/lazy-download';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { REQUESTER_STATE, paths } from '@/config/routes';
import { AGENCY_PLAN_CONTENTS_PER_MONTH, TIER_SERVICES } from '@/config/quotas';
import { isPlanId, TRIAL_DAYS, type PlanId } from '@/config/plans';
import { PACKAGE_DELIVERY_HOURS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { FaqList, type FaqItem } from '@/components/ui/faq-list';
import { PriceKindLabel } from '@/components/ui/price-kind';
import { PriceReadings } from '@/components/ui/price-readings';
import { formatMoney } from '@/lib/format/format';
import { useSubscribe } from '@/domain/billing';
import { PLAN_GROUPS } from './plan-catalog';
import { useAuth } from '@/domain/session';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import type { CurrentPlans } from './current-plans-probe';
import { PlanCard } from './plan-card';
import { TierCards } from './tier-cards';
import './plans.css';

interface Benefit {
  title: string;
  text: string;
}

/** The plan /signup sent the visitor here for, if any (router state). */
function useChosenPlan(): PlanId | null {
  const { state } = useLocation();
  const chosen: unknown = (state as { chosenPlan?: unknown } | null)?.chosenPlan;
  return isPlanId(chosen) ? chosen : null;
}

// Marks the plans the customer holds (and the Combo's bot); without it the page still sells every plan.
const CurrentPlansProbe = lazyOptional(() => import('./current-plans-probe'));
const NO_PLANS: CurrentPlans = { held: new Set(), included: new Set() };

/** /plans: the seven plans, the one-off packages, benefits and FAQ; every button runs the one subscribe flow. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const language = useCurrentLanguage();
  const { subscribe, busyPlan, error } = useSubscribe();
  const [lastPlan, setLastPlan] = useState<PlanId | null>(null);
  const chosen = useChosenPlan();
  const { isAuthenticated } = useAuth();
  const [plans, setPlans] = useState<CurrentPlans>(NO_PLANS);
  const current = isAuthenticated ? plans : NO_PLANS;
  const perService = formatMoney(PRICES.perService, language);

  useEffect(() => {
    // Optional call: old browsers (and jsdom) lack scrollIntoView; the highlight is enough there.
    if (chosen) document.getElementById(`plan-${chosen}`)?.scrollIntoView?.({ block: 'center' });
  }, [chosen]);

  const onSubscribe = (plan: PlanId) => {
    setLastPlan(plan);
    void subscribe(plan);
  };
  const card = (id: PlanId) => (
    <li key={id}>
      <PlanCard
        id={id}
        chosen={chosen === id}
        current={current.held.has(id)}
        included={current.included.has(id)}
        busy={busyPlan === id}
        locked={busyPlan !== null && busyPlan !== id}
        error={lastPlan === id ? error : null}
        onSubscribe={onSubscribe}
      />
    </li>
  );

  return (
    <>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <CurrentPlansProbe onChange={setPlans} />
        </Suspense>
      )}
      <section className="section plans-hero" aria-labelledby="plans-title">
        <div className="container plans-heading">
          <p className="eyebrow">{t('page.eyebrow')}</p>
          <h1 id="plans-title">{t('page.title')}</h1>
          <p className="lead">{t('page.lead')}</p>
        </div>
      </section>
      {(['bots', 'content'] as const).map((group) => (
        <section key={group} className="section plans-group" aria-labelledby={`plans-${group}-title`}>
          <div className="container">
            <div className="plans-heading">
              <h2 id={`plans-${group}-title`}>{t(`groups.${group}.title`)}</h2>
              <p className="lead">{t(`groups.${group}.lead`, { days: TRIAL_DAYS })}</p>
            </div>
            <ul className={`grid ${PLAN_GROUPS[group].length === 4 ? 'grid-4' : 'grid-3'} plans-list`}>{PLAN_GROUPS[group].map(card)}</ul>
          </div>
        </section>
      ))}
      <section className="section plans-per-service" aria-labelledby="per-service-title">
        <div className="container plans-per-service-inner">
          <div>
            <PriceKindLabel kind="perService" />
            <h2 id="per-service-title">{t('perService.title')}</h2>
            <p>{t('perService.text', { price: perService })}</p>
            <Link to={paths.agency} state={REQUESTER_STATE} className="btn btn-primary">
              {t('perService.link')}
            </Link>
          </div>
          <PriceReadings brl={{ amount: PRICES.perService, unit: 'perService' }} usd={{ amount: PRICES.contentTask, unit: 'perService' }} />
        </div>
      </section>
      <TierCards />
      <section className="section" aria-labelledby="plans-benefits-title">
        <div className="container">
          <h2 id="plans-benefits-title" className="plans-heading">
            {t('benefits.title')}
          </h2>
          <ul className="grid grid-4 plans-benefits">
            {(t('benefits.items', { returnObjects: true }) as Benefit[]).map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p className="muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="plans-faq-title">
        <div className="container plans-faq">
          <h2 id="plans-faq-title" className="plans-heading">
            {t('faq.title')}
          </h2>
          <FaqList
            items={
              t('faq.items', {
                returnObjects: true,
                days: TRIAL_DAYS,
                hours: PACKAGE_DELIVERY_HOURS,
                single: perService,
                proContents: AGENCY_PLAN_CONTENTS_PER_MONTH,
                proServices: TIER_SERVICES.pro,
              }) as FaqItem[]
            }
          />
        </div>
      </section>
    </>
  );
}
