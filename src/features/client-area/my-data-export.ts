import { BRAND_NAME, type BotPlanId } from '@/config/constants';
import type { User } from '@/domain/session';
import type { HistoryItem } from '@/domain/orders';
import type { ConsentRecord } from '@/lib/storage/storage';
import type { Subscription } from '@/domain/billing';

export interface MyDataSources {
  /** GET /me. */
  user: User;
  /** GET /subscription; undefined when it could not be read. */
  subscription: Subscription | undefined;
  /** The bot plans check-bot-plan says the customer holds. */
  bots: readonly BotPlanId[];
  /** GET /ia/history/{userId}: the whole history, every page of the table. */
  history: readonly HistoryItem[];
  /** What this browser recorded: the cookie choice and the terms accepted at registration. */
  consent: ConsentRecord | null;
  now: Date;
}

/**
 * The customer's data as a portable JSON document (LGPD art. 18, II and V): everything
 * the site holds or can fetch about the account, with the API's own field names.
 */
export function myDataDocument({ user, subscription, bots, history, consent, now }: MyDataSources) {
  return {
    exportedAt: now.toISOString(),
    controller: BRAND_NAME,
    profile: { id: user.id, email: user.email },
    subscription: subscription ? { plan: subscription.plan ?? null, is_active: subscription.is_active } : null,
    botSubscriptions: [...bots],
    history: history.map((item) => ({ ...item })),
    consentInThisBrowser: consent,
  };
}

/** The document as a downloadable file. */
export const myDataBlob = (document: ReturnType<typeof myDataDocument>): Blob =>
  new Blob([JSON.stringify(document, null, 2)], { type: 'application/json;charset=utf-8' });
