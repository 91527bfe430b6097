import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AGENCY_PLAN_CONTENTS_PER_MONTH, PRO_REVISIONS_PER_CONTENT } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { paths } from '@/config/routes';
import { PriceKindLabel } from '@/components/ui/price-kind';
import { PriceReadings } from '@/components/ui/price-readings';
import type { FaqItem } from '@/components/ui/faq-list';
import { formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { BenefitGrid, type TextItem } from './benefit-grid';
import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { LanguageBadge } from './language-badge';
import { LeadSection } from './lead-section';
import { OrderNowLink } from './order-now-link';
import { SubscribeButton } from './subscribe-button';
import { Testimonials, type TestimonialItem } from './testimonials';
import { WhatsAppLink } from './whatsapp-link';
import './marketing.css';

/** The marketing part of /agency (the service requester follows it on the same page). */
export function AgencyLanding() {
  const { t } = useTranslation('landing-agency');
  const locale = useCurrentLanguage();
  const price = formatMoney(PRICES.perService, locale);
  const monthly = formatMoney(PLAN_MONTHLY_PRICES.pro, locale);
  const copy = { days: TRIAL_DAYS, price, monthly, count: AGENCY_PLAN_CONTENTS_PER_MONTH, revisions: PRO_REVISIONS_PER_CONTENT };
  // Two ways to pay, each labelled: a service at a time, or the Pro plan's monthly subscription.
  const offer = (
    <div className="landing-offer">
      <h2>{t('prices.label', { ns: 'common' })}</h2>
      <div className="landing-offer-kind">
        <PriceKindLabel kind="perService" />
        <PriceReadings brl={{ amount: PRICES.perService, unit: 'perService' }} usd={{ amount: PRICES.contentTask, unit: 'perService' }} />
      </div>
      <div className="landing-offer-kind">
        <PriceKindLabel kind="monthly" />
        <p>{t('agency.hero.proNote', copy)}</p>
      </div>
      <Link to={paths.plans}>{t('agency.hero.allPlans')}</Link>
    </div>
  );
  return (
    <>
      <Hero eyebrow={t('agency.hero.eyebrow')} title={t('agency.hero.title')} lead={t('agency.hero.lead')} aside={offer}>
        <div className="button-row landing-actions">
          <OrderNowLink className="btn btn-primary landing-btn-large">{t('agency.hero.order')}</OrderNowLink>
          <SubscribeButton plan="pro" label={t('agency.hero.primary', copy)} className="btn landing-btn-light landing-btn-large" />
          <WhatsAppLink message={t('agency.hero.contactMessage')} cta="agency_landing_contact" className="btn landing-btn-light">
            {t('agency.hero.secondary')}
          </WhatsAppLink>
        </div>
        <LanguageBadge />
      </Hero>
      <BenefitGrid id="agency-features-title" title={t('agency.features.title')} items={t('agency.features.items', { returnObjects: true }) as TextItem[]} />
      <BenefitGrid
        id="agency-benefits-title"
        title={t('agency.benefits.title')}
        items={t('agency.benefits.items', { returnObjects: true, ...copy }) as TextItem[]}
        alt
      />
      <Testimonials id="agency-testimonials-title" title={t('agency.testimonials.title')} items={t('agency.testimonials.items', { returnObjects: true }) as TestimonialItem[]} />
      <FaqSection id="agency-faq-title" title={t('agency.faq.title')} items={t('agency.faq.items', { returnObjects: true, ...copy }) as FaqItem[]} alt />
      <LeadSection kind="agency" title={t('agency.leadSection.title', copy)} text={t('agency.leadSection.text')} />
    </>
  );
}
