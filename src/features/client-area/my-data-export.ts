import { BRAND_NAME } from '@/config/brand';
import type { BotPlanId } from '@/config/plans';
import type { User } from '@/domain/session';
import type { ConsentRecord } from '@/domain/consent';
import type { Subscription } from '@/domain/billing';

export interface MyDataSources {
  /** GET /me. */
  user: User;
  /** GET /subscription; undefined when it could not be read. */
  subscription: Subscription | undefined;
  /** The bot plans check-bot-plan says the customer holds. */
  bots: readonly BotPlanId[];
  /** What this browser recorded: the cookie choice and the terms accepted at registration. */
  consent: ConsentRecord | null;
  now: Date;
}

/**
 * The customer's data as a portable JSON document (LGPD art. 18, II and V): everything
 * the site holds or can fetch about the account, with the API's own field names.
 */
export function myDataDocument({ user, subscription, bots, consent, now }: MyDataSources) {
  return {
    exportedAt: now.toISOString(),
    controller: BRAND_NAME,
    profile: { id: user.id, email: user.email },
    subscription: subscription ? { plan: subscription.plan ?? null, is_active: subscription.is_active } : null,
    botSubscriptions: [...bots],
    history: HISTORY_PLACE,
    consentInThisBrowser: consent,
  };
}

/** Where the history goes in the document: the history store writes it (every order with its result, files in base64). */
const HISTORY_PLACE = '\u0000history';

/**
 * The document as a downloadable file, with GET /ia/history/{userId} (every page of the table, as the API sent it)
 * in its `history`, from the history store's JSON: joined as parts, never as one string.
 */
export function myDataBlob(document: ReturnType<typeof myDataDocument>, history: Blob): Blob {
  const text = JSON.stringify(document, null, 2);
  const place = JSON.stringify(HISTORY_PLACE);
  const at = text.indexOf(place);
  return new Blob([text.slice(0, at), history, text.slice(at + place.length)], { type: 'application/json;charset=utf-8' });
}
