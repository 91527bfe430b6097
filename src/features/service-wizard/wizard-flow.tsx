import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { REQUESTER_STATE, paths, urls } from '@/config/routes';
import { useAuth } from '@/lib/auth';
import type { LoginRedirectState } from '@/lib/require-auth';
import { journey } from '@/lib/journey-storage';
import { isBriefingComplete } from './briefing';
import { BriefingForm } from './briefing-form';
import { CustomServicePanel } from './custom-service-panel';
import { PaymentStep } from './payment-step';
import { DoneLinks } from './payment-return';
import { ResultView } from './result-view';
import { runPayload } from './run-payload';
import { isGeneratedType } from '@/lib/service-types';
import { ServicePicker } from './service-picker';
import { StatusList } from './status-list';
import { StepHeading } from './step-heading';
import { SummaryStep } from './summary-step';
import { usePlanRun } from './use-plan-run';
import { useServiceCopy } from './use-service-copy';
import type { ServicesQuery } from './use-services';
import { useWizard } from './use-wizard';
import { saveWizardState } from './wizard-state';
import { WizardStepper } from './wizard-stepper';
import type { WizardStep } from './types';

interface Props {
  services: ServicesQuery;
  /** Back from the login with ?goToPayment: resume at the payment step. */
  goToPayment: boolean;
  onGoToPaymentHandled: () => void;
}

/** Data → summary → payment → processing → completed, for a new order. */
export function WizardFlow({ services, goToPayment, onGoToPaymentHandled }: Props) {
  const { t, i18n } = useTranslation('service-wizard');
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const copy = useServiceCopy();
  const { state, actions, reusedFrom } = useWizard(services.data);
  const [moved, setMoved] = useState(false);
  const service = state.service;
  const type = service && isGeneratedType(service.type) ? service.type : null;
  const valid = type !== null && isBriefingComplete(type, state.briefing);
  const payload = useMemo(() => (service && type ? runPayload(service, type, state.briefing, i18n.language) : null), [service, type, state.briefing, i18n.language]);
  const planRun = usePlanRun(
    () => actions.goTo('processing'),
    (result) => actions.complete({ ...result, transcript: state.briefing.audioText ?? null }),
    () => actions.goTo('payment'),
  );

  useEffect(() => {
    if (!goToPayment) return;
    journey.continueToPayment.remove();
    if (valid) actions.goTo('payment');
    onGoToPaymentHandled();
  }, [goToPayment, valid, actions, onGoToPaymentHandled]);

  const go = (step: WizardStep) => {
    setMoved(true);
    actions.goTo(step);
  };

  function loginToPay() {
    // Saved now: this component unmounts with the navigation, before its effects run again.
    saveWizardState({ ...state, step: 'payment' });
    journey.continueToPayment.set(true);
    const from: LoginRedirectState = { from: urls.agencyGoToPayment() };
    navigate(paths.login, { state: from });
  }

  // A step whose inputs are gone (edited storage, changed catalogue) falls back to the data step.
  const step: WizardStep = state.step === 'completed' ? (state.result ? 'completed' : 'data') : state.step !== 'data' && !valid ? 'data' : state.step;

  return (
    <>
      <WizardStepper current={step} />
      <div className="wizard-panel" key={step}>
        {step === 'data' && (
          <>
            <StepHeading focus={moved}>{t('headings.data')}</StepHeading>
            {reusedFrom && <Alert tone="info">{t('reuse.notice', { service: copy.name(reusedFrom) })}</Alert>}
            <ServicePicker services={services} selected={service} onSelect={actions.selectService} />
            {service && (
              <div className="wizard-briefing">
                <h4>{t('briefing.title', { service: copy.name(service.name) })}</h4>
                {type ? (
                  <BriefingForm type={type} briefing={state.briefing} file={state.file} onField={actions.setField} onFile={actions.setFile} onContinue={() => go('summary')} />
                ) : (
                  <CustomServicePanel
                    service={service}
                    type={service.type === 'video' || service.type === 'web' ? service.type : null}
                    briefing={state.briefing}
                    onField={actions.setField}
                  />
                )}
              </div>
            )}
          </>
        )}
        {step === 'summary' && service && type && (
          <>
            <StepHeading focus={moved}>{t('headings.summary')}</StepHeading>
            <SummaryStep
              service={service}
              type={type}
              briefing={state.briefing}
              file={state.file}
              isAuthenticated={isAuthenticated}
              onEdit={() => go('data')}
              onContinue={() => (isAuthenticated ? go('payment') : loginToPay())}
            />
          </>
        )}
        {step === 'payment' && payload && (
          <>
            <StepHeading focus={moved}>{t('headings.payment')}</StepHeading>
            <PaymentStep
              state={state}
              prompt={payload.prompt}
              planError={planRun.error}
              planRefused={planRun.refused}
              planRunning={planRun.running}
              onRunWithPlan={() => void planRun.run(payload)}
              onLogin={loginToPay}
              onBack={() => go('summary')}
              onPreference={actions.setPreference}
              onBrickApproved={(paymentId) => navigate(urls.orderProcessing(paymentId, pathname))}
              pendingHref={urls.paymentPending}
            />
          </>
        )}
        {step === 'processing' && (
          <>
            <StepHeading focus={moved}>{t('headings.processing')}</StepHeading>
            <StatusList payment={null} order="processing" />
          </>
        )}
        {step === 'completed' && state.result && (
          <>
            <StepHeading focus={moved}>{t('headings.completed')}</StepHeading>
            <StatusList payment={null} order="completed" />
            <ResultView result={state.result} />
            <DoneLinks
              onNewOrder={() => {
                actions.reset();
                navigate(pathname, { state: REQUESTER_STATE });
              }}
            />
          </>
        )}
      </div>
    </>
  );
}
