import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { isOrderProcessingPath } from '@/config/routes';
import { journey } from '@/domain/journey';
import { useHydrated } from '@/lib/react/use-hydrated';

/**
 * Tells the visitor why they are asked to log in, and that nothing they filled in is lost. `from`: where
 * RequireAuth sent them from (an order's result is shown only to its owner, once logged in).
 */
export function LoginContextNote({ from }: { from: string | null }) {
  const { t } = useTranslation('auth');
  // Stored state: never in the prerendered markup (a visitor who carries it gets /login rendered by the browser, see RouteMeta.clientWhenStored).
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const plan = journey.pendingPlan.get();
  if (plan) return <Alert tone="info">{t('context.plan', { plan: t(`plans.${plan}`) })}</Alert>;
  if (journey.continueToPayment.get()) return <Alert tone="info">{t('context.payment')}</Alert>;
  if (journey.continueToAutomation.get()) return <Alert tone="info">{t('context.automation')}</Alert>;
  if (from && isOrderProcessingPath(from)) return <Alert tone="info">{t('context.order')}</Alert>;
  return null;
}
