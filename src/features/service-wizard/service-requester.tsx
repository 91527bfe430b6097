import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_PROCESSING, REQUESTER_ANCHOR, REQUESTER_STATE, isRequesterState, query } from '@/config/routes';
import { paymentIdInUrl } from '@/domain/billing';
import { DownloadBoundary } from '@/components/ui/download-boundary';
import { Spinner } from '@/components/ui/page-spinner';
import { sharedDownload } from '@/lib/retry/with-retries';
import { useHydrated } from '@/lib/react/use-hydrated';
import { useArrivalScroll } from './use-arrival-scroll';
import { useNearViewport } from './use-near-viewport';
import { wizardEntryOf } from './wizard-history';
import './service-wizard.css';

// One download for the requester and its early start below.
const loadRequesterBody = sharedDownload(() => import('./requester-body'));
const RequesterBody = lazy(loadRequesterBody);

/**
 * A page opened on the requester (its fragment, a payment's return, a "go to payment"): its order form is what the
 * visitor came for, so it downloads as the page starts (the route's module calls this), not once the page has
 * hydrated. The requester renders it from there.
 */
export function preloadOrderFormOnArrival({ hash, search }: Pick<Location, 'hash' | 'search'>): void {
  const params = new URLSearchParams(search);
  const arriving = hash === `#${REQUESTER_ANCHOR}` || params.get(query.payment) === PAYMENT_PROCESSING || params.has(query.goToPayment);
  // A failed download is the requester's to retry and to say.
  if (arriving) void loadRequesterBody().catch(() => undefined);
}

/**
 * The service requester on /agency and /dashboard: a new order's wizard, or,
 * back from Mercado Pago (payment=processing&payment_id=...), its processing.
 * `eager`: load the order form at once (the dashboard, where it is the page's
 * purpose); on /agency it loads when the visitor comes near it or for it.
 */
export function ServiceRequester({ eager = false }: { eager?: boolean }) {
  const { t } = useTranslation('service-wizard');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, hash, state, key } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [orderKey, setOrderKey] = useState(0);
  const returning = params.get(query.payment) === PAYMENT_PROCESSING;
  const inUrl = returning ? paymentIdInUrl(params) : null;
  const goToPayment = params.has(query.goToPayment);

  // Back from a payment, a login, a 'Reutilizar' or any "back to the order form" link, the requester is what the visitor came for.
  const requested = isRequesterState(state);
  const arrived = returning || goToPayment || hash === `#${REQUESTER_ANCHOR}` || requested;
  // The wizard's own moves between its steps (history entries of this page, wizard-history.ts) are no arrival:
  // they neither scroll the page to the requester nor start the order form anew.
  const [visit, setVisit] = useState(key);
  if (key !== visit && !wizardEntryOf(state)) setVisit(key);
  useArrivalScroll(sectionRef, headingRef, arrived, visit);
  const near = useNearViewport(sectionRef, hydrated && !eager && !arrived);
  // Once loaded it stays: the order in progress must not unmount when the URL drops its arrival flag (goToPayment).
  const [loaded, setLoaded] = useState(false);
  const wanted = eager || arrived || near || loaded;
  if (wanted && hydrated && !loaded) setLoaded(true);

  const startNewOrder = useCallback(() => {
    // The wizard's storage comes with the order form (already loaded when it asks for a new order), not with the page.
    void import('./wizard-state').then(({ clearWizardState }) => {
      clearWizardState();
      setOrderKey((current) => current + 1);
      // A new order starts at the top of the requester, not of the page, in the finished order's place: Back never
      // shows that order again.
      navigate(pathname, { state: REQUESTER_STATE, replace: true });
    });
  }, [navigate, pathname]);

  // A refused payment: the order as it was (its draft is still in this tab), in the refusal's place.
  const backToOrder = useCallback(() => navigate(pathname, { state: REQUESTER_STATE, replace: true }), [navigate, pathname]);

  return (
    <section ref={sectionRef} id={REQUESTER_ANCHOR} className="wizard section section-alt" aria-labelledby="wizard-title">
      <div className="container">
        <p className="eyebrow">{t('requester.eyebrow')}</p>
        <h2 id="wizard-title" ref={headingRef} tabIndex={-1}>
          {t('requester.title')}
        </h2>
        <p className="lead">{t('requester.lead')}</p>
        {hydrated && wanted ? (
          // The order form that could not be downloaded says so in its place; the page around it works on.
          <DownloadBoundary>
          <Suspense fallback={<RequesterLoading label={t('requester.loading')} />}>
            {/* A "request again" on the same page (the dashboard's history) starts the wizard anew from the reused order. */}
            <RequesterBody
              inUrl={inUrl}
              preferenceId={returning ? params.get(query.preferenceId) : null}
              flowKey={requested ? `${orderKey}-${visit}` : orderKey}
              goToPayment={goToPayment}
              onNewOrder={startNewOrder}
              onBackToOrder={backToOrder}
            />
          </Suspense>
          </DownloadBoundary>
        ) : (
          // The prerendered page carries the requester's heading; the order itself (kept in this tab) renders once live and near.
          <RequesterLoading label={t('requester.loading')} />
        )}
      </div>
    </section>
  );
}

function RequesterLoading({ label }: { label: string }) {
  return (
    <p className="wizard-loading" role="status">
      <Spinner size="sm" /> {label}
    </p>
  );
}
