import { useTranslation } from 'react-i18next';
import { isBotPlanId } from '@/config/plans';
import type { Subscription } from '@/domain/billing';

/**
 * The plan as the client area writes it (docs/product/services.md#client-area): uppercase, 'Free' without one,
 * except a bot, which is named in words. `isBot` tells the caller not to uppercase-style it.
 */
export function usePlanText(subscription: Subscription | undefined): { text: string; isBot: boolean } {
  const { t } = useTranslation(['client-area', 'common']);
  const plan = subscription?.plan?.trim() || null;
  const planId = plan?.toLowerCase();
  if (!plan) return { text: t('card.free'), isBot: false };
  if (isBotPlanId(planId)) return { text: t(`common:planNames.${planId}`), isBot: true };
  return { text: plan.toUpperCase(), isBot: false };
}
