import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths, urls } from '@/config/routes';
import { useLoginRouteHere } from '@/domain/session';
import { NextStep, PlanNextStep } from './plan-next-step';
import type { Purchase } from './purchase';

/**
 * What comes next after an approved payment, first on the page: the plan it
 * bought, the order it paid for, or what the account now holds. When nothing
 * tells, the page says so and offers the client area (and the login), and never
 * names an order that was not found.
 */
export function SuccessNextStep({ purchase, paymentId, onRecheck }: { purchase: Purchase; paymentId: string; onRecheck: () => void }) {
  const { t } = useTranslation('payments');
  switch (purchase.kind) {
    case 'checking':
      return <PageSpinner label={t('next.checking')} />;
    case 'plan':
      return <PlanNextStep plan={purchase.plan} paidNow fromSetup={purchase.fromSetup} />;
    case 'account':
      return (
        <>
          <p className="payments-next-intro">{t('next.account.intro')}</p>
          {purchase.plans.map((plan) => (
            <PlanNextStep key={plan} plan={plan} paidNow={false} />
          ))}
        </>
      );
    case 'order':
      return (
        <NextStep title={t('next.order.title')} text={t('next.order.text')}>
          <Link className="btn btn-primary" to={urls.orderProcessing(paymentId)}>
            {t('next.order.link')}
          </Link>
        </NextStep>
      );
    case 'unknown':
      return <UnknownNextStep reason={purchase.reason} onRecheck={onRecheck} />;
  }
}

function UnknownNextStep({ reason, onRecheck }: { reason: 'anonymous' | 'failed' | 'nothing'; onRecheck: () => void }) {
  const { t } = useTranslation('payments');
  // After the login, back here: the page then asks what the account holds.
  const loginHere = useLoginRouteHere();
  return (
    <NextStep title={t('next.unknown.title')} text={t(`next.unknown.${reason}`)}>
      {reason === 'anonymous' ? (
        <Link className="btn btn-primary" {...loginHere}>
          {t('next.unknown.login')}
        </Link>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRecheck}>
          {t('pending.checkAgain')}
        </button>
      )}
      <Link className="btn btn-outline" to={paths.clientArea}>
        {t('success.clientArea')}
      </Link>
    </NextStep>
  );
}
