/**
 * How long what we promise takes (docs/product/plans-and-prices.md#fixed-figures): setting a bot up, putting
 * the WhatsApp bot live, delivering an order or a package, the team's reply. The copy, the terms, the blog
 * and the trial's sentences quote them from here.
 */

/** Hours; shown as ranges. */
export const ESTIMATED_BOT_CREATION_HOURS = {
  whatsapp_bot: [24, 48],
  discord_bot: [12, 24],
  default: [24, 48],
} as const;
export const WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS = [5, 7] as const;
/** A paid order is delivered within this many hours (usually minutes). */
export const ORDER_DELIVERY_HOURS = 24;
export const START_PLAN_DELIVERY_HOURS = 24;
/**
 * The one-off packages are ordered over WhatsApp, paid up front and delivered by the team within
 * this many hours (ours: docs/product/marketing.md); that is why one service in the Basic package
 * costs less than a service ordered on the site, which the AI generates at once.
 */
export const PACKAGE_DELIVERY_HOURS = 24;
export const TEAM_CONTACT_HOURS = 24;
/** Days we take to answer a data subject's request (LGPD art. 19, II): the privacy policy and the client area's deletion request say it. */
export const DATA_REQUEST_REPLY_DAYS = 15;
