import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BOT_PLANS, BOTS } from '@/config/bots';
import { paths, query } from '@/config/routes';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { track } from '@/lib/analytics/analytics';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { botCreationVariant, estimatedHours, liveBusinessDays } from './bot-creation-variant';
import { CreationStandingNotice } from './creation-standing-notice';
import { useCreationStanding } from './use-creation-standing';
import './plans.css';

interface Step {
  title: string;
  text: string;
}

/**
 * /bot-creation?bot=: where a bot plan holder lands while the team builds the bot (docs/product/bots.md#the-progress-page).
 * It says the bot is being built only when a check established it (use-creation-standing.ts); otherwise the
 * title names the bot and says what the check found, with the way on. How the team builds a bot, what it
 * does and how long it takes hold for everyone and stay.
 */
export function BotCreationPage() {
  const { t } = useTranslation(['plans', 'common']);
  const [params] = useSearchParams();
  const variant = botCreationVariant(params.get(query.bot));
  const { standing, retry } = useCreationStanding(variant);
  const [min, max] = estimatedHours(variant);
  const live = liveBusinessDays(variant);
  const key = `botCreation.variants.${variant}` as const;
  const building = standing.kind === 'building' ? standing : null;
  const notice = standing.kind === 'building' ? null : standing;
  const chatUrl = whatsappChatUrl(t(building ? `${key}.contactMessage` : `${key}.askMessage`));
  const steps = t(`${key}.steps`, { returnObjects: true }) as Step[];
  const features = t(`${key}.features`, { returnObjects: true }) as string[];

  return (
    <>
      <section className="section plans-progress-hero" aria-labelledby="bot-creation-title">
        <div className="container plans-heading">
          {notice ? (
            <>
              <p className="eyebrow">{t('botCreation.eyebrow')}</p>
              <h1 id="bot-creation-title">{variant === 'default' ? t('botCreation.defaultName') : t(BOTS[variant].nameKey)}</h1>
              <CreationStandingNotice standing={notice} variant={variant} onRetry={retry} />
            </>
          ) : (
            <>
              <h1 id="bot-creation-title">{t(`${key}.title`)}</h1>
              <p className="lead">{t(`${key}.description`)}</p>
              {building && !building.configured && (
                <p>
                  {t('botCreation.notConfigured')} <Link to={BOT_PLANS[building.plan].setupUrl}>{t('botCreation.sendSetup')}</Link>
                </p>
              )}
            </>
          )}
        </div>
      </section>
      <div className="section container plans-progress-grid">
        <section aria-labelledby="bot-steps-title">
          <h2 id="bot-steps-title">{t('botCreation.stepsTitle')}</h2>
          <ol className="plans-steps">
            {steps.map((step, index) => (
              <li key={step.title} className="plans-step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <aside className="card" aria-labelledby="bot-features-title">
          <h2 className="h3">{t('botCreation.estimateTitle')}</h2>
          {/* Two figures for two things: the setup, and (WhatsApp) going live on the customer's number. */}
          <dl className="plans-estimate">
            <div>
              <dt>{t('botCreation.setupLabel')}</dt>
              <dd>{t('botCreation.setupEstimate', { min, max })}</dd>
            </div>
            {live && (
              <div>
                <dt>{t('botCreation.liveLabel')}</dt>
                <dd>{t('botCreation.liveEstimate', { min: live[0], max: live[1] })}</dd>
              </div>
            )}
          </dl>
          <h2 id="bot-features-title" className="h3">
            {t('botCreation.featuresTitle')}
          </h2>
          <ul className="plans-features-list">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <h2 className="h3">{t('botCreation.contactTitle')}</h2>
          <p className="muted">{t('botCreation.contactText')}</p>
          <div className="button-row">
            {chatUrl && (
              <NewTabLink className="btn btn-whatsapp" href={chatUrl} onClick={() => track('cta_click', { cta: 'bot_creation_contact', variant })}>
                <WhatsAppIcon size={20} />
                {t('botCreation.contact')}
              </NewTabLink>
            )}
            <Link to={paths.clientArea} className="btn btn-outline">
              {t('botCreation.clientArea')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
