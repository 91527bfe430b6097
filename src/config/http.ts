/**
 * How long a call to the API may take and how often a read is retried. The product's rules set no timeout
 * (docs/product/plans-and-prices.md#fixed-figures); ours gives up instead of hanging.
 */

export const HTTP_TIMEOUT_MS = 15_000;
/** The AI's generation calls take longer than any other. */
export const GENERATION_TIMEOUT_MS = 120_000;
/** GET requests are retried with growing pauses (never a POST: it could be sent twice). */
export const GET_RETRY = { attempts: 3, baseDelayMs: 400, maxDelayMs: 4_000 } as const;
/** A lead is sent before the visitor goes to WhatsApp; a slow lead service must not hold them back longer than this. */
export const LEAD_CAPTURE_TIMEOUT_MS = 8_000;
