import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { REQUESTER_STATE, urls } from '@/config/routes';
import { useGoToLogin } from '@/domain/session';
import { journey } from '@/domain/journey';
import { isBriefingComplete } from './briefing';
import { BriefingForm } from './briefing-form';
import { CustomServicePanel } from './custom-service-panel';
import { PaymentStep } from './payment-step';
import { DoneLinks } from './payment-return';
import { ResultView } from './result-view';
import { runPayload } from './run-payload';
import { isGeneratedType } from '@/domain/orders';
import { ServicePicker } from './service-picker';
import { StatusList } from './status-list';
import { StepHeading } from './step-heading';
import { SummaryStep } from './summary-step';
import { usePlanRun } from './use-plan-run';
import { useServiceCopy } from './use-service-copy';
import type { ServicesQuery } from './use-services';
import { useWizard } from './use-wizard';
import { saveWizardState } from './wizard-state';
import { useStepHistory } from './use-step-history';
import { WizardStepper } from './wizard-stepper';
import type { WizardStep } from './wizard-history';

interface Props {
  services: ServicesQuery;
  /** Back from the login with ?goToPayment: resume at the payment step. */
  goToPayment: boolean;
}

/**
 * Data → summary → payment → processing → completed, for a new order. Each step is an entry of the browser's
 * history (use-step-history.ts), so Back and Forward move between this order's steps.
 */
export function WizardFlow({ services, goToPayment }: Props) {
  const { t, i18n } = useTranslation('service-wizard');
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const { pathname } = useLocation();
  const copy = useServiceCopy();
  const { state, actions, reusedFrom } = useWizard(services.data);
  const service = state.service;
  const type = service && isGeneratedType(service.type) ? service.type : null;
  const valid = type !== null && isBriefingComplete(type, state.briefing);
  const payload = useMemo(() => (service && type ? runPayload(service, type, state.briefing, i18n.language) : null), [service, type, state.briefing, i18n.language]);
  const history = useStepHistory({
    order: state.order,
    saved: state.step,
    finished: state.step === 'completed' && state.result !== null,
    setStep: actions.goTo,
    fromLogin: goToPayment,
    complete: valid,
  });
  const planRun = usePlanRun(
    () => actions.goTo('processing'),
    (result) => actions.complete({ ...result, transcript: state.briefing.audioText ?? null }),
    // The payment step shows what went wrong (and, when the quota is used up, the other ways).
    () => history.move('payment', { replace: history.entryStep === 'payment' }),
  );

  useEffect(() => {
    if (goToPayment) journey.continueToPayment.remove();
  }, [goToPayment]);

  function loginToPay() {
    // Saved now: this component unmounts with the navigation, before its effects run again.
    saveWizardState({ ...state, step: 'payment' });
    journey.continueToPayment.set(true);
    goToLogin(urls.agencyGoToPayment());
  }

  // A step whose inputs are gone (edited storage, changed catalogue) falls back to the data step.
  const wanted = history.step;
  const step: WizardStep = wanted === 'completed' ? (state.result ? 'completed' : 'data') : wanted !== 'data' && !valid ? 'data' : wanted;
  // After the first move (a button, Back or Forward), each step's heading takes the focus.
  const [shown, setShown] = useState(step);
  const [moved, setMoved] = useState(false);
  if (shown !== step) {
    setShown(step);
    setMoved(true);
  }

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
                  <BriefingForm
                    type={type}
                    briefing={state.briefing}
                    file={state.file}
                    lostFile={state.lostFile}
                    onField={actions.setField}
                    onFile={actions.setFile}
                    onForgetLostFile={actions.forgetLostFile}
                    onContinue={() => history.move('summary')}
                  />
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
              lostFile={state.lostFile}
              running={planRun.running}
              onEdit={() => history.move('data')}
              onPay={() => history.move('payment')}
              onRunWithPlan={() => payload && void planRun.run(payload)}
              onLogin={loginToPay}
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
              onBack={() => history.move('summary')}
              onAttachAgain={() => history.move('data')}
              onWithoutFile={actions.forgetLostFile}
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
                // In the finished order's place: Back never shows it again.
                navigate(pathname, { state: REQUESTER_STATE, replace: true });
              }}
            />
          </>
        )}
      </div>
    </>
  );
}
