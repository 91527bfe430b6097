import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { RequireAuth, useAuth } from '@/domain/session';
import { PaymentReturn } from './payment-return';

type Props = Omit<Parameters<typeof PaymentReturn>[0], 'ownerId'>;

/**
 * The order a payment bought, for its owner only (docs/product/services.md#whose-order). Nothing is
 * asked of the API until the session is known: a visitor without one is sent to log in and comes back
 * to this same address; a customer whose profile cannot be read yet is told why nothing shows.
 */
export function OrderGate(props: Props) {
  const { t } = useTranslation('service-wizard');
  return (
    <RequireAuth
      loading={
        <p className="wizard-loading" role="status">
          <Spinner size="sm" /> {t('owner.checking')}
        </p>
      }
    >
      <OwnerOnly {...props} />
    </RequireAuth>
  );
}

function OwnerOnly(props: Props) {
  const { t } = useTranslation('service-wizard');
  const { user, retryProfile } = useAuth();
  if (user) return <PaymentReturn {...props} ownerId={user.id} />;
  // The session is kept but its profile did not load: whose order this is cannot be checked yet.
  return (
    <Alert tone="warning">
      <p>{t('owner.unconfirmed')}</p>
      <button type="button" className="btn btn-small btn-outline" onClick={retryProfile}>
        {t('actions.retry')}
      </button>
    </Alert>
  );
}
