import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@/config/plans';
import type { TextItem } from './benefit-grid';
import { SectionHeading } from './section-heading';

/** The four steps (docs/product/marketing.md#what-each-landing-shows): choose, pay via Mercado Pago, the AI generates, receive. */
export function HowItWorks() {
  const { t } = useTranslation('landing-whatsapp');
  const steps = t('landing.howItWorks.steps', { returnObjects: true, days: TRIAL_DAYS }) as TextItem[];
  return (
    <section className="section" aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHeading id="how-it-works-title" title={t('landing.howItWorks.title')} lead={t('landing.howItWorks.lead')} />
        <ol className="grid grid-4 landing-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="step-number landing-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
