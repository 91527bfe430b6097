/**
 * How a paid order is generated and waited for (docs/state-and-data.md#the-processing-poll): the generation
 * request's max_tokens, the processing poll's pace and limits, and how long another tab's claim to start a
 * generation holds.
 */
import { GENERATION_TIMEOUT_MS } from './http';

export const DEFAULT_MAX_TOKENS = 2048;
export const HISTORY_POLL_INTERVAL_MS = 3000;
/**
 * Limits of the processing poll (GET /ia/history/payment/{id}), our own (the product's
 * rules set none, and an endless poll is a load on the API): failing polls back off up to POLL_MAX_BACKOFF_MS; POLL_NOT_FOUND_LIMIT
 * answers in a row of "no such order" stop it, and so does POLL_MAX_DURATION_MS in
 * any case; the customer can then check again or look in the client area.
 */
export const POLL_MAX_BACKOFF_MS = 30_000;
export const POLL_NOT_FOUND_LIMIT = 5;
export const POLL_MAX_DURATION_MS = 10 * 60_000;
/** Another tab's claim to start a payment's generation is honoured this long: as long as that request may take. */
export const GENERATION_CLAIM_TTL_MS = GENERATION_TIMEOUT_MS;
