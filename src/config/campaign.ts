/**
 * The campaign parameters an ad or a post adds to a link. The five UTM fields
 * travel with a lead (docs/product/marketing.md#what-a-lead-carries); the ad platforms' click ids do not, but they
 * never make a page "personal" either: a landing opened with any of these
 * still paints and hydrates its prerendered markup (src/startup/render-state.ts),
 * and analytics may see the UTM fields in page addresses (src/lib/analytics/analytics.ts).
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** Google's and Meta's click ids. */
const CLICK_IDS = ['gclid', 'fbclid'] as const;

export const CAMPAIGN_PARAMS: readonly string[] = [...UTM_FIELDS, ...CLICK_IDS];

export const isUtmField = (name: string): name is UtmField => (UTM_FIELDS as readonly string[]).includes(name);
