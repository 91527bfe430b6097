import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_PROCESSING, REQUESTER_ANCHOR, REQUESTER_STATE, isRequesterState, query } from '@/config/routes';
import { UnknownPayment } from '@/components/ui/unknown-payment';
import { paymentIdInUrl } from '@/lib/payment-id';
import { Spinner } from '@/components/ui/page-spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { PaymentReturn } from './payment-return';
import { useArrivalScroll } from './use-arrival-scroll';
import { useServices } from './use-services';
import { clearWizardState } from './wizard-state';
import { WizardFlow } from './wizard-flow';
import './service-wizard.css';

/**
 * The service requester on /agency and /dashboard: a new order's wizard, or,
 * back from Mercado Pago (payment=processing&payment_id=...), its processing.
 */
export function ServiceRequester() {
  const { t } = useTranslation('service-wizard');
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, hash, state, key } = useLocation();
  const services = useServices();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [orderKey, setOrderKey] = useState(0);
  const returning = params.get(query.payment) === PAYMENT_PROCESSING;
  const inUrl = returning ? paymentIdInUrl(params) : null;
  const paymentId = inUrl?.kind === 'valid' ? inUrl.id : null;
  const goToPayment = params.has(query.goToPayment);

  // Back from a payment, a login, a 'Reutilizar' or any "back to the order form" link, the requester is what the visitor came for.
  const requested = isRequesterState(state);
  const arrived = returning || goToPayment || hash === `#${REQUESTER_ANCHOR}` || requested;
  useArrivalScroll(sectionRef, headingRef, arrived, key);

  const onGoToPaymentHandled = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(query.goToPayment);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const startNewOrder = useCallback(() => {
    clearWizardState();
    setOrderKey((current) => current + 1);
    // A new order starts at the top of the requester, not of the page.
    navigate(pathname, { state: REQUESTER_STATE });
  }, [navigate, pathname]);

  return (
    <section ref={sectionRef} id={REQUESTER_ANCHOR} className="wizard section section-alt" aria-labelledby="wizard-title">
      <div className="container">
        <p className="eyebrow">{t('requester.eyebrow')}</p>
        <h2 id="wizard-title" ref={headingRef} tabIndex={-1}>
          {t('requester.title')}
        </h2>
        <p className="lead">{t('requester.lead')}</p>
        {!hydrated ? (
          // The prerendered page carries the requester's heading; the order itself (kept in this tab) renders once live.
          <p className="wizard-loading" role="status">
            <Spinner size="sm" /> {t('requester.loading')}
          </p>
        ) : inUrl && inUrl.kind !== 'valid' ? (
          <UnknownPayment />
        ) : paymentId ? (
          <PaymentReturn paymentId={paymentId} onNewOrder={startNewOrder} />
        ) : (
          // A "request again" on the same page (the dashboard's history) starts the wizard anew from the reused order.
          <WizardFlow key={requested ? `${orderKey}-${key}` : orderKey} services={services} goToPayment={goToPayment} onGoToPaymentHandled={onGoToPaymentHandled} />
        )}
      </div>
    </section>
  );
}
