import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from './wizard-history';

/** The five steps, the current one marked for assistive technology too. */
export function WizardStepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation('service-wizard');
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <nav className="wizard-stepper" aria-label={t('steps.label')}>
      <ol>
        {WIZARD_STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
          return (
            <li key={step} className={`wizard-step wizard-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard-step-number" aria-hidden="true">
                {state === 'done' ? '✓' : position + 1}
              </span>
              <span className="wizard-step-label">
                {t(`steps.${step}`)}
                {state === 'done' && <span className="visually-hidden"> {t('steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {/* Read by screen readers everywhere; shown on phones, where the labels under the dots are hidden. */}
      <p className="wizard-stepper-caption">{t('steps.progress', { current: index + 1, total: WIZARD_STEPS.length, step: t(`steps.${current}`) })}</p>
    </nav>
  );
}
