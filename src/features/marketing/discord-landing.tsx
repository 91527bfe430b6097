import { useTranslation } from 'react-i18next';
import { BOTS } from '@/config/bots';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import type { FaqItem } from '@/components/ui/faq-list';
import { formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { BenefitGrid, type TextItem } from './benefit-grid';
import { BotHeroPrice } from './bot-hero-price';
import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { LeadSection } from './lead-section';
import { ModerationDemo } from './moderation-demo';
import { ShieldIllustration } from './shield-illustration';
import { SubscribeButton } from './subscribe-button';
import { Testimonials, type TestimonialItem } from './testimonials';
import './marketing.css';

/** /discord-bot: the moderation bot landing (docs/product/marketing.md#what-each-landing-shows). */
export function DiscordLanding() {
  const { t } = useTranslation('landing-discord');
  const language = useCurrentLanguage();
  const { monthly, trialDays } = BOTS.discord;
  const price = formatMoney(monthly, language);
  const copy = { days: trialDays, price };
  return (
    <>
      <Hero eyebrow={t('discord.hero.eyebrow')} title={t('discord.hero.title')} lead={t('discord.hero.lead')} aside={<ShieldIllustration />}>
        <div className="landing-hero-tools">
          <LanguageSwitcher className="landing-language" />
        </div>
        <div className="button-row landing-actions">
          <SubscribeButton plan="discord_bot" label={t('discord.hero.primary', copy)} className="btn btn-primary landing-btn-large" />
          <a className="btn landing-btn-light" href="#lead-discord">
            {t('discord.hero.secondary')}
          </a>
        </div>
        <BotHeroPrice bot={BOTS.discord} promo={t('discord.hero.promo', copy)} />
      </Hero>
      <BenefitGrid id="benefits-title" title={t('discord.benefits.title')} items={t('discord.benefits.items', { returnObjects: true }) as TextItem[]} alt />
      <ModerationDemo />
      <Testimonials id="testimonials-title" title={t('discord.testimonials.title')} items={t('discord.testimonials.items', { returnObjects: true }) as TestimonialItem[]} />
      <section className="section landing-cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">{t('discord.cta.title')}</h2>
          <p className="landing-hero-lead landing-cta-text">{t('discord.cta.text', copy)}</p>
          <SubscribeButton plan="discord_bot" label={t('discord.cta.button', copy)} className="btn btn-primary landing-btn-large" />
        </div>
      </section>
      <FaqSection id="faq-title" title={t('discord.faq.title')} items={t('discord.faq.items', { returnObjects: true, ...copy }) as FaqItem[]} alt />
      <LeadSection kind="discord" title={t('discord.leadSection.title')} text={t('discord.leadSection.text')} />
    </>
  );
}
