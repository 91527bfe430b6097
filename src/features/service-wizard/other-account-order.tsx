import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/routes';
import { useAuth } from '@/domain/session';
import { StepHeading } from './step-heading';

/** Another account's order (or one that names no account): said plainly, with the customer's own ways on. */
export function OtherAccountOrder({ onOrder }: { onOrder: () => void }) {
  const { t } = useTranslation('service-wizard');
  const { user } = useAuth();
  return (
    <div className="wizard-panel">
      <StepHeading>{t('owner.title')}</StepHeading>
      <Alert tone="warning">
        <p>{t('owner.text')}</p>
        {user?.email && <p>{t('owner.signedInAs', { email: user.email })}</p>}
        <p>{t('owner.hint')}</p>
      </Alert>
      <div className="button-row wizard-actions">
        <Link className="btn btn-primary" to={paths.clientArea}>
          {t('owner.myOrders')}
        </Link>
        <button type="button" className="btn btn-outline" onClick={onOrder}>
          {t('owner.newOrder')}
        </button>
      </div>
    </div>
  );
}
