/**
 * What a visitor agreed to, and when they are asked again (docs/product/marketing.md#consent-aware-analytics).
 *
 * The privacy policy and the terms of use carry the day they last changed, shown as "last updated": change it
 * with the text. The versions accepted at registration are kept with the cookie choice (./consent-record.ts);
 * a new version of either document is not asked for again here (the policy says how changes are announced).
 *
 * The cookie question (its categories, the trackers behind them and their purposes) has a version of its own. A
 * stored answer counts only while its version is CONSENT_VERSION: any other reads as no answer, and the banner asks
 * again. The privacy policy describes those trackers and promises to ask again when a change to it depends on
 * consent, so each new PRIVACY_VERSION is a decision about CONSENT_VERSION: raise it when the change touches what
 * the banner asks (a tracker, a category, a purpose), keep it for any other change, and in both cases set
 * CONSENT_DECIDED_FOR_PRIVACY_VERSION to the new date (./versions.test.ts fails until it names the current policy).
 */

export const PRIVACY_VERSION = '2026-12-07';
export const TERMS_VERSION = '2026-12-07';

/** The cookie question's version: a stored answer to any other is asked again. */
export const CONSENT_VERSION = 2;
/** The privacy policy for which CONSENT_VERSION was last decided (see above). */
export const CONSENT_DECIDED_FOR_PRIVACY_VERSION = '2026-12-07';
