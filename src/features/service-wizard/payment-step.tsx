import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { DownloadBoundary } from '@/components/ui/download-boundary';
import { Spinner } from '@/components/ui/page-spinner';
import { env } from '@/config/env';
import { formatMoney } from '@/lib/format/format';
import { lazyWithRetries } from '@/lib/react/lazy-download';
import { PlanRunPanel } from './plan-run-panel';
import { usePaymentMode } from './use-payment-mode';
import { useServicePayment } from './use-service-payment';
import type { WizardState } from './types';

// The Brick and Mercado Pago's SDK download only when this step shows it. Should its code not arrive, the step says so
// in its place and the redirect to Mercado Pago's own checkout stays.
const BrickPayment = lazyWithRetries(() => import('./brick-payment').then((module) => ({ default: module.BrickPayment })));

interface Props {
  state: WizardState;
  prompt: string;
  planError: string | null;
  /** The API refused the plan run (quota used up): the upgrade path shows. */
  planRefused: boolean;
  planRunning: boolean;
  onRunWithPlan: () => void;
  onLogin: () => void;
  onBack: () => void;
  /** Back to the data step, to attach the file a reload lost. */
  onAttachAgain: () => void;
  /** Go on without the file a reload lost. */
  onWithoutFile: () => void;
  onPreference: (preference: WizardState['preference']) => void;
  onBrickApproved: (paymentId: string) => void;
  pendingHref: (paymentId: string) => string;
}

/** Pay per service (redirect or Brick), or run from the plan, or log in first. */
export function PaymentStep(props: Props) {
  const { t, i18n } = useTranslation('service-wizard');
  const mode = usePaymentMode();
  const [payInstead, setPayInstead] = useState(false);
  const paying = mode.kind === 'pay' || (mode.kind === 'plan' && payInstead);
  // A new payment link would go without the file a reload lost: the customer decides first.
  const fileLost = props.state.lostFile !== null && !props.state.preference;
  const payment = useServicePayment({ state: props.state, prompt: props.prompt, enabled: paying && !fileLost, onPreference: props.onPreference });
  const service = props.state.service;
  if (!service) return null;
  const price = formatMoney(service.price, i18n.language);

  const back = (
    <button type="button" className="btn btn-outline" onClick={props.onBack}>
      {t('actions.backToSummary')}
    </button>
  );

  if (mode.kind === 'anonymous') {
    return (
      <div className="wizard-payment">
        <Alert tone="info">{t('payment.loginFirst')}</Alert>
        <div className="button-row wizard-actions">
          {back}
          <button type="button" className="btn btn-primary" onClick={props.onLogin}>
            {t('actions.loginToPay')}
          </button>
        </div>
      </div>
    );
  }
  if (mode.kind === 'checking') {
    return (
      <p className="wizard-loading" role="status">
        <Spinner size="sm" /> {t('payment.checkingPlan')}
      </p>
    );
  }
  if (mode.kind === 'plan' && !payInstead) {
    return (
      <div className="wizard-payment">
        <PlanRunPanel plan={mode.plan} error={props.planError} refused={props.planRefused} running={props.planRunning} onRun={props.onRunWithPlan} onPayInstead={() => setPayInstead(true)} />
        <div className="button-row wizard-actions">{back}</div>
      </div>
    );
  }

  if (fileLost) {
    return (
      <div className="wizard-payment">
        <Alert tone="warning">
          <p>{t('payment.fileLost', { name: props.state.lostFile })}</p>
          <div className="button-row">
            <button type="button" className="btn btn-small btn-primary" onClick={props.onAttachAgain}>
              {t('actions.attachAgain')}
            </button>
            <button type="button" className="btn btn-small btn-outline" onClick={props.onWithoutFile}>
              {t('actions.withoutFile')}
            </button>
          </div>
        </Alert>
        <div className="button-row wizard-actions">{back}</div>
      </div>
    );
  }

  const preference = props.state.preference;
  return (
    <div className="wizard-payment">
      <p>{t('payment.intro', { price })}</p>
      {mode.kind === 'pay' && mode.planUnknown && <p className="muted">{t('summary.planUnknown', { price })}</p>}
      {payment.busy && (
        <p className="wizard-loading" role="status">
          <Spinner size="sm" /> {t('payment.creating')}
        </p>
      )}
      {payment.error && (
        <Alert>
          <p>{payment.error}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void payment.retry()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {preference && (
        <>
          {env.mpPublicKey && (
            <DownloadBoundary>
            <Suspense fallback={<Spinner size="sm" />}>
              <BrickPayment
                publicKey={env.mpPublicKey}
                preferenceId={preference.id}
                amount={service.price}
                onApproved={props.onBrickApproved}
                pendingHref={props.pendingHref}
              />
            </Suspense>
            </DownloadBoundary>
          )}
          <div className="wizard-redirect">
            <p className="muted">{env.mpPublicKey ? t('payment.orRedirect') : t('payment.redirectNote')}</p>
            <button type="button" className="btn btn-primary" onClick={() => payment.goToCheckout(preference.initPoint)}>
              {t('actions.payAtMercadoPago', { price })}
            </button>
          </div>
        </>
      )}
      <div className="button-row wizard-actions">
        {back}
        {preference && (
          <button type="button" className="btn btn-ghost" onClick={() => void payment.retry()} disabled={payment.busy}>
            {t('actions.newLink')}
          </button>
        )}
      </div>
    </div>
  );
}
