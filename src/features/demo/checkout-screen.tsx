import { fromApi, skipToken, useQuery } from '@/lib/http/query-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toApiError, errorText } from '@/lib/http/api-error';
import { formatMoney } from '@/lib/format/format';
import { redirectOut, safeExternalUrl } from '@/lib/links/safe-redirect';
import { queryKeys } from '@/lib/http/query-keys';
import { useServiceName } from '@/domain/orders';
import { getDemoCheckout, payDemoCheckout, type DemoOutcome } from './api';
import './demo.css';

const OUTCOMES: { outcome: DemoOutcome; className: string }[] = [
  { outcome: 'approved', className: 'btn btn-primary' },
  { outcome: 'pending', className: 'btn btn-outline' },
  { outcome: 'rejected', className: 'btn btn-danger' },
];

/** Stands in for Mercado Pago's checkout in demo mode and returns through the real back URLs. */
export function DemoCheckoutScreen({ preferenceId }: { preferenceId: string | null }) {
  const { t, i18n } = useTranslation(['demo', 'common']);
  const checkout = useQuery({
    queryKey: queryKeys.demoCheckout(preferenceId ?? ''),
    queryFn: preferenceId ? fromApi((signal) => getDemoCheckout(preferenceId, signal)) : skipToken,
  });
  const serviceName = useServiceName();
  const [paying, setPaying] = useState<DemoOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { refetch } = checkout;

  // Back from the return page may restore this page as it was left (busy, with stale data): ask again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPaying(null);
      void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  async function pay(outcome: DemoOutcome) {
    if (!preferenceId || paying) return;
    setPaying(outcome);
    setError(null);
    try {
      const { redirect_url } = await payDemoCheckout(preferenceId, outcome);
      if (!redirectOut(redirect_url, 'payment')) throw new Error(t('checkout.error'));
    } catch (raw) {
      const apiError = toApiError(raw);
      setError(errorText(apiError, t('checkout.error')));
      setPaying(null);
      // Paid meanwhile (in another tab): the page shows it as paid.
      if (apiError.status === 409) void refetch();
    }
  }

  if (!preferenceId) return <Missing title={t('checkout.title')} text={t('checkout.missing')} />;
  if (checkout.isPending) return <PageSpinner />;
  if (checkout.isError) return <Missing title={t('checkout.title')} text={errorText(checkout.error, t('checkout.missing'))} />;

  const { title, amount, plan, trial_days: trialDays, monthly_amount: monthly, paid } = checkout.data;
  // A free trial's checkout authorizes a subscription (nothing is paid today): it is never called a payment.
  const kind = amount === 0 && trialDays ? 'trial' : 'payment';
  // The item in the visitor's language: a plan by its name (never its id), an order by its service's name
  // (the title is the API's service_name, domain/orders/service-names.ts); a trial says what is charged today and after it.
  const item = plan ? t(`common:planNames.${plan}`) : serviceName(title);
  const terms =
    plan && trialDays && monthly !== null
      ? t('common:trialTerms', { days: trialDays, price: formatMoney(monthly, i18n.language) })
      : plan && monthly !== null
        ? t('checkout.monthly', { price: formatMoney(monthly, i18n.language) })
        : null;
  return (
    <section className="container section demo-checkout">
      <div className="card demo-checkout-card">
        <p className="eyebrow">{t('checkout.eyebrow')}</p>
        <h1>{paid ? t(`checkout.paidTitle.${kind}`) : t('checkout.title')}</h1>
        <Alert tone="info">{t('checkout.notice')}</Alert>
        <dl className="demo-checkout-summary">
          <div>
            <dt>{t('checkout.item')}</dt>
            <dd>{item}</dd>
          </div>
          {terms && (
            <div>
              <dt>{t('checkout.terms')}</dt>
              <dd>{terms}</dd>
            </div>
          )}
          <div>
            <dt>{terms ? t('checkout.today') : t('checkout.amount')}</dt>
            <dd className="demo-checkout-amount">{formatMoney(amount, i18n.language)}</dd>
          </div>
        </dl>
        {paid ? (
          <PaidNotice kind={kind} paymentId={paid.payment_id} next={safeExternalUrl(paid.redirect_url, 'payment')} />
        ) : (
          <>
            {error && <Alert>{error}</Alert>}
            <div className="button-row">
              {OUTCOMES.map(({ outcome, className }) => (
                <button key={outcome} type="button" className={className} disabled={paying !== null} onClick={() => void pay(outcome)}>
                  {paying === outcome ? t('checkout.working') : t(`checkout.outcomes.${outcome}`)}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A checkout already approved: said, with the way on, and no second approval (one purchase, one payment). */
function PaidNotice({ kind, paymentId, next }: { kind: 'trial' | 'payment'; paymentId: string; next: string | null }) {
  const { t } = useTranslation('demo');
  return (
    <>
      <Alert tone="success">{t(`checkout.paid.${kind}`, { id: paymentId })}</Alert>
      {next && (
        <p>
          <a className="btn btn-primary" href={next}>
            {t('checkout.continue')}
          </a>
        </p>
      )}
    </>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <section className="container section">
      <h1>{title}</h1>
      <Alert>{text}</Alert>
    </section>
  );
}
