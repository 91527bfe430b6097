import { useTranslation } from 'react-i18next';
import { BOTS } from '@/config/bots';
import type { FaqItem } from '@/components/ui/faq-list';
import { formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { BenefitGrid, type TextItem } from './benefit-grid';
import { BotHeroPrice } from './bot-hero-price';
import { ChatMockup } from './chat-mockup';
import { ComparisonTable } from './comparison-table';
import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LanguageBadge } from './language-badge';
import { LeadSection } from './lead-section';
import { OrganizationJsonLd } from './organization-json-ld';
import { StatsBand } from './stats-band';
import { SubscribeButton } from './subscribe-button';
import { SuccessCases } from './success-cases';
import { Testimonials } from './testimonials';
import { WhatsAppLink } from './whatsapp-link';
import './marketing.css';

/** / and /whatsapp-bot: the sales bot landing (docs/product/marketing.md#what-each-landing-shows). */
export function WhatsAppLanding() {
  const { t } = useTranslation('landing-whatsapp');
  const language = useCurrentLanguage();
  const { monthly, trialDays, creationHours, liveBusinessDays } = BOTS.whatsapp;
  const price = formatMoney(monthly, language);
  // Two figures, never one for the other: the bot's setup (hours) and its going live on the customer's number (business days).
  const [min, max] = creationHours;
  const [liveMin, liveMax] = liveBusinessDays;
  const copy = { days: trialDays, price, min, max, liveMin, liveMax };
  return (
    <>
      <OrganizationJsonLd />
      <Hero eyebrow={t('landing.hero.eyebrow')} title={t('landing.hero.title')} lead={t('landing.hero.lead')} aside={<ChatMockup />}>
        <div className="button-row landing-actions">
          <SubscribeButton plan="whatsapp_bot" label={t('landing.hero.primary', copy)} className="btn btn-primary landing-btn-large" />
          <WhatsAppLink message={t('landing.hero.contactMessage')} cta="whatsapp_landing_contact" className="btn landing-btn-light">
            {t('landing.hero.contact')}
          </WhatsAppLink>
        </div>
        <BotHeroPrice bot={BOTS.whatsapp} promo={t('landing.hero.promo', copy)} />
        <LanguageBadge />
      </Hero>
      <HowItWorks />
      <StatsBand />
      <Testimonials
        id="testimonial-title"
        title={t('landing.testimonial.title')}
        items={[{ quote: t('landing.testimonial.quote'), name: t('landing.testimonial.name'), role: t('landing.testimonial.role') }]}
      />
      <ComparisonTable />
      <SuccessCases />
      <BenefitGrid id="benefits-title" title={t('landing.benefits.title')} items={t('landing.benefits.items', { returnObjects: true, ...copy }) as TextItem[]} alt />
      <FaqSection id="faq-title" title={t('landing.faq.title')} items={t('landing.faq.items', { returnObjects: true, ...copy }) as FaqItem[]} />
      <LeadSection kind="whatsapp" title={t('landing.leadSection.title')} text={t('landing.leadSection.text')} />
    </>
  );
}
