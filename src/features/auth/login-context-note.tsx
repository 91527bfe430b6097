import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { session, storage } from '@/lib/storage';

/** Tells the visitor why they are asked to log in, and that nothing they filled in is lost. */
export function LoginContextNote() {
  const { t } = useTranslation('auth');
  const plan = storage.pendingPlan.get();
  if (plan) return <Alert tone="info">{t('context.plan', { plan: t(`plans.${plan}`) })}</Alert>;
  if (session.continueToPayment.get()) return <Alert tone="info">{t('context.payment')}</Alert>;
  if (session.continueToAutomation.get()) return <Alert tone="info">{t('context.automation')}</Alert>;
  return null;
}
