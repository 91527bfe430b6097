/**
 * What a page's route names for the logged-in account (RouteMeta.early), asked for into the query cache the screens
 * read as soon as the profile names the account (./page-data.ts): its history, its subscription, its bot plans.
 */
import type { EarlyRequest } from '@/config/early-requests';
import { prefetchPlans } from '@/domain/billing';
import { prefetchHistory } from '@/domain/orders';

export function prefetchAccountData(userId: number | string, early: readonly EarlyRequest[]): void {
  if (early.includes('history')) prefetchHistory(userId);
  prefetchPlans(userId, { subscription: early.includes('subscription'), botPlans: early.includes('bot-plans') });
}
